import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';
import { BadgeIcon, DocumentIcon } from '../../components/icons.tsx';

const HTTP = /^https?:\/\//i;

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
