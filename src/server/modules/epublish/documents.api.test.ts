import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allowedList } from '../../../common/files.ts';
import { epublishTenders, files } from '../../db/schema/index.ts';
import { epublishWorld } from '../../test/epublish-fixtures.ts';
import { hostileFiles } from '../../test/hostile-files.ts';
import { uploadFile } from '../../test/uploads.ts';

/**
 * Issue #11 done-when: "The hostile-file corpus is refused with the spec's messages and nothing
 * is stored" — for the documents of an ePublish tender (spec §5 "Tender attachments: PDF, or
 * PDF and xls/xlsx"), uploaded as the tender form uploads them.
 */
describe(`ePublish tender documents (${inject('engine')}): spec §5 Files; issue #11`, () => {
  let world: Awaited<ReturnType<typeof epublishWorld>>;
  beforeAll(async () => {
    world = await epublishWorld();
  });
  afterAll(() => world.t.close());

  const upload = (filename: string, bytes: Uint8Array) =>
    uploadFile(world.t, { purpose: 'tender-document', filename, bytes, cookies: world.creator.cookies });

  // What a tender document may be: PDFs and spreadsheets. The rest of the corpus is about other purposes.
  const relevant = hostileFiles.filter((f) => f.purpose === 'pdf' || f.purpose === 'tender-document');

  for (const item of relevant) {
    it(`refuses ${item.name} as a tender document, storing nothing`, async () => {
      const before = await world.t.database.db
        .select()
        .from(files)
        .where(eq(files.uploadedBy, world.creator.id));
      const res = await upload(item.filename, item.bytes());
      expect(res.statusCode, res.body).toBe(400);
      const message = item.message;
      expect(res.json().errors).toEqual([{ path: 'file', message }]);
      if (message === 'validation.file.type')
        expect(res.json().detail).toBe(`Upload a file, allowed extension: ${allowedList('tender-document')}`);
      const after = await world.t.database.db
        .select()
        .from(files)
        .where(eq(files.uploadedBy, world.creator.id));
      expect(after).toHaveLength(before.length);
    });
  }

  it('cannot attach a file id that was never stored', async () => {
    const res = await world.send(
      'POST',
      '/api/v1/epublish/tenders',
      { values: { tenderTitle: 'Ghost file', nitDocument: { fileId: 999_999, title: 'NIT' } } },
      world.creator,
    );
    expect(res.statusCode).toBe(400);
    expect(await world.t.database.db.select().from(epublishTenders)).toHaveLength(0);
  });
});
