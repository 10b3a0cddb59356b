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
 * Edits between two words, a swap of two neighbouring letters counting one (optimal string
 * alignment): "brigde" is one edit from "bridge", as a typist sees it (decision 058).
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  return d[a.length]![b.length]!;
}

/** The most edits a correction may make: one in a word of 4-7 letters, two from 8 (decision 058). */
export const maxEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * pg_trgm similarity the trigram index is asked for: a swap inside a five-letter word leaves it
 * about 0.27 similar (pg_trgm's default 0.3 missed it); the edit distance then decides.
 */
export const candidateSimilarity = 0.2;
/** Trigram candidates read per word, most similar first, before the edit distance ranks them. */
const candidates = 40;

/**
 * The query with each misspelt word replaced by its correction; null when no word has one
 * (decision 058). A word is corrected to the dictionary word within `maxEdits` edits, fewest
 * edits first, then the most used: a word the dictionary does not know to any such word, a
 * word it knows (a typo that is itself in a title or two, "contruction") only to one edit away
 * that more than twice as many public tenders use. Only words in Latin letters: Assamese-script
 * words are left as typed (trigrams and edits of its combining signs are not a typist's slips).
 */
export async function suggestQuery(db: Db, q: string): Promise<string | null> {
  let suggestion = q;
  let changed = false;
  for (const word of queryWords(q)) {
    const edits = maxEdits(word);
    if (!/^[a-z]+$/.test(word) || edits === 0) continue;
    // Only the rows whose tenders are public now (issue #23 item 6, #30 item 3), summed per word.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local pg_trgm.similarity_threshold = ${candidateSimilarity}`));
      const result = (await tx.execute(sql`
        select c.word, sum(c.n) as n, similarity(c.word, ${word}) as s,
          coalesce((select sum(w.n) from tender_search_words w where w.word = ${word} and w.public_from <= now()), 0) as own
        from tender_search_words c
        where c.word % ${word} and c.word <> ${word} and c.public_from <= now()
          and length(c.word) between ${word.length - edits} and ${word.length + edits}
        group by c.word
        order by s desc, n desc limit ${candidates}`)) as unknown as {
        rows: { word: string; n: number; s: number; own: number }[];
      };
      return result.rows;
    });
    // Fewest edits, then the most used.
    let best: { word: string; n: number; d: number } | null = null;
    for (const r of rows) {
      const d = editDistance(word, r.word);
      const n = Number(r.n);
      if (d > edits) continue;
      if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: r.word, n, d };
    }
    const own = Number(rows[0]?.own ?? 0);
    if (!best || (own > 0 && (best.d > 1 || best.n <= 2 * own))) continue;
    suggestion = suggestion.replace(
      new RegExp(`(?<![\\p{L}\\p{M}])${word}(?![\\p{L}\\p{M}])`, 'iu'),
      best.word,
    );
    changed = true;
  }
  return changed ? suggestion : null;
}
