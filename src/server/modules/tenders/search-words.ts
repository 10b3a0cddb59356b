import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * "Did you mean …?" (issue 12 item 3). The dictionary is every word of the tenders' titles and
 * descriptions, split as the search index splits them, with the number of tenders using it
 * (`tender_search_words`, migration 0011). A misspelt word is replaced by the most similar
 * word (pg_trgm, on the dictionary's trigram index) that more tenders use, so a typo that is
 * itself in a title or two ("Contruction") still leads to the common spelling.
 */

/** Words shorter than this, or with a digit, are never suggested nor corrected. */
const minWordLength = 3;
/** pg_trgm similarity a suggestion needs: below it the "correction" is another word. */
export const minSimilarity = 0.4;
/** At most this many words of a query are looked up (one indexed query each). */
const maxWords = 6;

/**
 * The dictionary, rebuilt from the tenders (after an import). One pass over the titles; at a
 * million tenders that is seconds, against an import's minutes. Words of tenders not public yet
 * (a publish date to come) are kept apart with that date (issue #23 item 6): a search counts
 * them only once it has come, so "Did you mean" never names a word the public cannot find.
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  // Fresh statistics first: after a load the planner otherwise guesses the new rows' search
  // plans from the table's old size (a fresh import's id search read 7,800 index entries).
  await db.execute(sql`analyze tenders`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from tender_search_words`);
    await tx.execute(sql`
      insert into tender_search_words (word, public_from, n)
      select word, 'epoch'::timestamptz, ndoc from ts_stat('select to_tsvector(''simple'', tender_search_split(coalesce(title, '''') || '' '' || coalesce(description, ''''))) from tenders where coalesce(published_at, ''epoch''::timestamptz) <= now()')
      where length(word) >= ${minWordLength} and word !~ '[0-9]'`);
    await tx.execute(sql`
      insert into tender_search_words (word, public_from, n)
      select word, t.published_at, count(*) from tenders t, ${tenderWords}
      where t.published_at > now() and ${dictionaryWord}
      group by word, t.published_at`);
  });
  await db.execute(sql`analyze tender_search_words`);
}

/** One tender's dictionary words (as the search index splits its title and description). */
const tenderWords = sql`unnest(tsvector_to_array(to_tsvector('simple', tender_search_split(coalesce(t.title, '') || ' ' || coalesce(t.description, ''))))) as word`;
const dictionaryWord = sql`length(word) >= ${minWordLength} and word !~ '[0-9]'`;

/**
 * Adds one tender's words to the dictionary (a tender published in the portal itself, issue
 * #11): its words are suggested once the tender is public, without recounting every tender.
 */
export async function addTenderWords(db: Db, tenderId: number): Promise<void> {
  await db.execute(sql`
    insert into tender_search_words (word, public_from, n)
    select distinct word, case when coalesce(t.published_at, 'epoch'::timestamptz) <= now() then 'epoch'::timestamptz else t.published_at end, 1
    from tenders t, ${tenderWords}
    where t.id = ${tenderId} and ${dictionaryWord}
    on conflict (word, public_from) do update set n = tender_search_words.n + 1`);
}

/** The words of a query worth correcting: letters only (any script), not `-excluded`. */
export function queryWords(q: string): string[] {
  const words: string[] = [];
  for (const m of q.matchAll(/(^|[^\p{L}\p{M}\p{N}-])(-?)([\p{L}\p{M}]+)(?![\p{L}\p{M}\p{N}])/gu)) {
    const word = m[3]!.toLowerCase();
    if (m[2] !== '-' && word.length >= minWordLength && !words.includes(word)) words.push(word);
  }
  return words.slice(0, maxWords);
}

/**
 * The query with each rare word replaced by its most similar, more used word; null when no
 * word has a better spelling. `minSimilarity` is applied on top of pg_trgm's `%` (0.3).
 */
export async function suggestQuery(db: Db, q: string): Promise<string | null> {
  let suggestion = q;
  let changed = false;
  for (const word of queryWords(q)) {
    // Only the rows whose tenders are public now (issue #23 item 6), summed per word.
    const result = (await db.execute(sql`
      select c.word, sum(c.n) as n, similarity(c.word, ${word}) as s,
        coalesce((select sum(w.n) from tender_search_words w where w.word = ${word} and w.public_from <= now()), 0) as own
      from tender_search_words c
      where c.word % ${word} and c.word <> ${word} and c.public_from <= now()
      group by c.word
      order by s desc, n desc limit 1`)) as unknown as {
      rows: { word: string; n: number; s: number; own: number }[];
    };
    const best = result.rows[0];
    if (!best || Number(best.s) < minSimilarity || Number(best.n) <= 2 * Number(best.own)) continue;
    suggestion = suggestion.replace(
      new RegExp(`(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`, 'iu'),
      best.word,
    );
    changed = true;
  }
  return changed ? suggestion : null;
}
