import type { RouteId } from './routes/index.ts';

/**
 * The eight levels of the organisation hierarchy (spec §2 Master data, §3): one tuple from
 * which the routes, labels and checks come (style guide: never the same enum twice).
 */
export const orgLevels = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type OrgLevel = (typeof orgLevels)[number];

/** The catalogue's spelling of each level in page ids (masterentrylevelone …). */
export const orgLevelWords = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'] as const;
export type OrgLevelWord = (typeof orgLevelWords)[number];

export const orgLevelWord = (level: OrgLevel): OrgLevelWord => orgLevelWords[level - 1]!;

/** The pages of a level: entry (list + create), modify (list to modify) and update ({id}). */
export function orgLevelPages(level: OrgLevel) {
  const word = orgLevelWord(level);
  return {
    entry: `masterentrylevel${word}` as RouteId,
    modify: `mastermodifylevel${word}` as RouteId,
    update: `mastermodifylevel${word}Id` as RouteId,
  };
}

/** Which level a master page serves, or undefined for other pages. */
export function orgLevelOfPage(page: string): OrgLevel | undefined {
  const m = /^master(?:entry|modify)level([a-z]+?)(?:Id)?$/.exec(page);
  if (!m) return undefined;
  const index = orgLevelWords.indexOf(m[1] as OrgLevelWord);
  return index < 0 ? undefined : ((index + 1) as OrgLevel);
}

/** A unit's standing: new and pending, approved (in force), rejected back to its creator, removed. */
export const orgApprovalStates = ['pending', 'approved', 'rejected', 'removed'] as const;
export type OrgApprovalState = (typeof orgApprovalStates)[number];

export const orgChangeKinds = ['create', 'update'] as const;
export type OrgChangeKind = (typeof orgChangeKinds)[number];

/**
 * Spec §4 "send to approval, approve, reject back to creator, removed". `resent`: a rejected
 * proposal that its creator corrected and sent again as a new proposal.
 */
export const orgChangeStates = ['pending', 'approved', 'rejected', 'resent', 'removed'] as const;
export type OrgChangeState = (typeof orgChangeStates)[number];

/** The steps of a proposal (spec §4: approve, reject back to creator, resend, removed). */
export const orgChangeActions = ['approve', 'reject', 'resend', 'remove'] as const;
export type OrgChangeAction = (typeof orgChangeActions)[number];
