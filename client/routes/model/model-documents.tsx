import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';

const HTTP = /^https?:\/\//i;

function DocumentIcon(): ReactElement {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

function BadgeIcon(): ReactElement {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="9" r="6" />
      <path d="m9.5 9 1.7 1.7L14.8 7.2M8.5 14.2 7 21l5-2.5 5 2.5-1.5-6.8" />
    </svg>
  );
}

interface DocLink {
  key: string;
  href: string;
  label: string;
}

function DocList({ items, icon }: { items: readonly DocLink[]; icon: ReactElement }): ReactElement {
  const { t } = useTranslation();
  return (
    <ul className="doc-list">
      {items.map((item) => (
        <li key={item.key}>
          <a href={item.href} className="doc-list__link" target="_blank" rel="noopener noreferrer" data-doc={item.key}>
            {icon}
            <span>{item.label}</span>
            <span className="visually-hidden"> {t('externalHint')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2/§3 documentation: the instruction (link_instruction), the product
 * catalogue (link_catalog) and the product page on the manufacturer's site
 * (link_url); then the certificate (link_sertificate) on its own. Only http(s)
 * links are shown: anything else in the data could run script.
 */
export function ModelDocuments({ links }: { links: ModelDetailDto['links'] }): ReactElement | null {
  const { t } = useTranslation();
  const docs = [
    { key: 'instruction', href: links.instruction, label: t('modelPage.docInstruction') },
    { key: 'catalog', href: links.catalog, label: t('modelPage.docCatalog') },
    { key: 'product', href: links.product, label: t('modelPage.docProduct') },
  ].filter((item): item is DocLink => typeof item.href === 'string' && HTTP.test(item.href));
  const certificate = links.certificate && HTTP.test(links.certificate) ? links.certificate : null;
  if (docs.length === 0 && !certificate) return null;
  return (
    <>
      {docs.length > 0 ? (
        <section className="panel model-documents" aria-labelledby="model-documents-title" data-testid="model-documents">
          <h2 id="model-documents-title" className="panel__title">
            {t('modelPage.documents')}
          </h2>
          <DocList items={docs} icon={<DocumentIcon />} />
        </section>
      ) : null}
      {certificate ? (
        <section className="panel model-certificate" aria-labelledby="model-certificate-title" data-testid="model-certificate">
          <h2 id="model-certificate-title" className="panel__title">
            {t('modelPage.certificate')}
          </h2>
          <DocList items={[{ key: 'certificate', href: certificate, label: t('modelPage.docCertificate') }]} icon={<BadgeIcon />} />
        </section>
      ) : null}
    </>
  );
}
