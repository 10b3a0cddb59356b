import { Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A titled section of label and value pairs as a description list (`dl.details`), an empty
 * value said in words ("Not available"): the corrigendum's full view and the ePublish
 * corrigendum preview (issue #11 item 3) show a corrigendum the same way.
 */
export function DetailsList({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: [string, ReactNode][];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <dl className="details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? empty : value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
