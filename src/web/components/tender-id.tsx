/**
 * A tender's id on its source portal (issue #31 item 3: "the Tender ID in every list row and
 * card, copyable, monospaced, the source's own id"). It is what a bidder quotes and copies, as
 * on CPPP's lists ("Title / Ref. No. / Tender ID"): never translated, never broken over lines.
 */
export function TenderId({ id }: { id: string }) {
  return (
    <span className="tender-id" translate="no">
      {id}
    </span>
  );
}
