import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelDetailDto } from '#shared/api/dto.ts';
import { ModelDocuments } from './model-documents.tsx';
import { ModelFiles } from './model-files.tsx';
import { ModelQr } from './model-qr.tsx';

export interface ModelAsideProps {
  model: ModelDetailDto;
  /** Spec §6: downloading requires login. */
  canDownload: boolean;
  loginHref: string;
}

/**
 * The side column: the files (downloads or the login prompt), the documents and
 * the QR hint. A deferred part of the page (ModelAsidePart): its props change
 * only with a navigation or a login, both router transitions.
 */
export function ModelAside({ model, canDownload, loginHref }: ModelAsideProps): ReactElement {
  const { t } = useTranslation();
  return (
    <>
      <section id="files" className="panel model-files-panel" aria-labelledby="model-files-title">
        <h2 id="model-files-title" className="panel__title">
          {t('modelPage.files')}
        </h2>
        <ModelFiles files={model.files} canDownload={canDownload} loginHref={loginHref} />
      </section>
      <ModelDocuments links={model.links} />
      <ModelQr modelId={model.id} hasAr={model.hasAr} />
    </>
  );
}
