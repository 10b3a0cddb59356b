import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QuickLinks } from './quick-links.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/** Spec §2 Layout, public pages: header, top navigation, quick-link strip, footer. */
export function PublicLayout({ content }: { content?: ReactNode }) {
  return (
    <div className="public-shell">
      <SiteHeader />
      <div className="public-body">
        <main id="main-content" tabIndex={-1} className="public-main">
          {content ?? <Outlet />}
        </main>
        <QuickLinks />
      </div>
      <SiteFooter />
    </div>
  );
}
