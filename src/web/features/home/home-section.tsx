import { Anchor, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** How many announcements, trainings and testimonials the home page lists; the rest are on their pages. */
export const homeListRows = 3;

/** A titled block of the home page (spec §2 Home screen), named by its heading for screen readers. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A figure with its label; a link when a listing shows exactly those tenders. */
export function Stat({ label, value, href }: { label: string; value: ReactNode; href?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {href ? (
        <Anchor component={Link} to={href}>
          {label}
        </Anchor>
      ) : (
        <Text>{label}</Text>
      )}
    </Card>
  );
}

/** The plain list the home blocks use (no bullets, spaced). */
export const plainList = { listStyle: 'none' } as const;
