import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm-dialog.tsx';

/**
 * A link that leaves the portal. Spec §1/§8: "Each external link first asks for
 * confirmation" with the fixed text; only after Yes does the site open, in a new window.
 * Without scripts the plain link still works.
 */
export function ExternalLink({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & AnchorProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (await confirm({ title: t('external.title'), message: t('external.message') })) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...props}>
      {children}
      <span className="visually-hidden"> {t('external.opensExternal')}</span>
    </Anchor>
  );
}

/** For menus and buttons that are not links: asks, then opens. */
export function useOpenExternal() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (href: string) => {
    if (await confirm({ title: t('external.title'), message: t('external.message') })) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  };
}
