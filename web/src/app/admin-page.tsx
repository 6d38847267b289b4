import type { ReactNode } from 'react';
import { AdminPage } from '../features/admin-shell/components/AdminPage';
import { AiSearchConfigTab } from '../features/admin-ai-config/components/AiSearchConfigTab';
import { ContactConfigTab } from '../features/admin-contact/components/ContactConfigTab';
import { LeadsButton } from '../features/admin-contact/components/LeadsButton';
import { LeadsPage } from '../features/admin-contact/components/LeadsPage';
import { FooterConfigTab } from '../features/admin-footer/components/FooterConfigTab';
import { MailButton } from '../features/admin-mail/components/MailButton';
import { PropertiesTab } from '../features/admin-properties/components/PropertiesTab';
import { SearchManagementTab } from '../features/admin-search/components/SearchManagementTab';
import { TeamButton } from '../features/admin-team/components/TeamButton';
import { AuthSettingsTab } from '../features/admin-tokens/components/AuthSettingsTab';

/**
 * /admin composed: the shell (gate, header, tabs) filled with each admin feature. It lives in the app because only
 * the app may import features; the router loads this module on first visit, so no panel code reaches public pages.
 */
export function AdminRoute() {
  return <Panel />;
}

/** /admin/solicitudes (issue 39 §4): the leads' own page, under the same header. */
export function AdminLeadsRoute() {
  return <Panel page={{ title: 'Solicitudes', content: <LeadsPage /> }} />;
}

function Panel({ page }: { page?: { title: string; content: ReactNode } }) {
  return (
    <AdminPage
      page={page}
      tabs={{
        properties: <PropertiesTab />,
        'search-management': <SearchManagementTab />,
        'contact-config': <ContactConfigTab />,
        'auth-settings': <AuthSettingsTab />,
        'ai-search-config': <AiSearchConfigTab />,
        'footer-config': <FooterConfigTab />,
      }}
      actions={<LeadsButton />}
      adminActions={
        <>
          <MailButton />
          <TeamButton />
        </>
      }
    />
  );
}
