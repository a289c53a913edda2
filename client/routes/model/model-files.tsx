import type { ReactElement } from 'react';
import { useTranslation } from '#client/app/i18n/i18n.ts';
import type { ModelFileDto } from '#shared/api/dto.ts';
import { INTL_LOCALES } from '#shared/i18n/format.ts';
import type { Language } from '#shared/domain/language.ts';
import { useLanguage } from '#client/app/i18n/use-language.ts';
import { trackGoal } from '#client/app/tracking/track.ts';
import { DOWNLOAD_MODEL_GOAL } from '#shared/domain/downloads.ts';
import { DownloadIcon } from '../../components/icons.tsx';

/**
 * The analytics goal of a file download (spec §7 goals): the download door records
 * the event itself; the click reaches the metrics counter and the chat.
 */
export const DOWNLOAD_GOAL = DOWNLOAD_MODEL_GOAL;

const UNITS = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;
export type FileSizeUnit = (typeof UNITS)[number];

/**
 * A byte count in binary steps with one decimal, formatted for the language:
 * 12_995_000 -> { value: '12,4', unit: 'megabytes' } in Russian.
 */
export function fileSizeParts(lang: Language, bytes: number): { value: string; unit: FileSizeUnit } {
  let size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let index = 0;
  while (size >= 1024 && index < UNITS.length - 1) {
    size /= 1024;
    index += 1;
  }
  const format = new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: index === 0 ? 0 : 1 });
  return { value: format.format(size), unit: UNITS[index] ?? 'bytes' };
}

/** 'Revit 2024'; a version that already names the software ('IFC4' for IFC) is not repeated. */
export function softwareLabel(file: Pick<ModelFileDto, 'sapr' | 'version'>): string {
  const sapr = file.sapr.trim();
  const version = file.version.trim();
  if (sapr && version.toLowerCase().startsWith(sapr.toLowerCase())) return version;
  return [sapr, version].filter(Boolean).join(' ');
}

export interface ModelFilesProps {
  files: readonly ModelFileDto[];
  /** Spec §6: downloading requires login; anonymous visitors get the login prompt instead of links (the server gives them no file address either). */
  canDownload: boolean;
  loginHref: string;
}

/** Spec §2 model page files: format, CAD software and version, size, and the download door's link or the login prompt. */
export function ModelFiles({ files, canDownload, loginHref }: ModelFilesProps): ReactElement {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="model-files" data-testid="model-files">
      {files.length === 0 ? (
        <p className="muted">{t('modelPage.noFiles')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table model-files__table">
            <thead>
              <tr>
                <th scope="col">{t('modelPage.fileFormat')}</th>
                <th scope="col">{t('modelPage.fileSoftware')}</th>
                <th scope="col" className="data-table__numeric">
                  {t('modelPage.fileSize')}
                </th>
                {canDownload ? (
                  <th scope="col" className="data-table__action">
                    <span className="visually-hidden">{t('modelPage.fileAction')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {files.map((file) => {
                const size = fileSizeParts(lang, file.size);
                // A plain navigation, not a `download` link: the door answers the file as an attachment (the page stays),
                // or, when the session has ended meanwhile, a page that says what to do.
                const href = file.href;
                return (
                  <tr key={file.id || `${file.ext}-${file.version}-${file.size}`} data-testid="model-file">
                    <th scope="row">
                      <span className="file-format">{file.ext.toUpperCase() || '—'}</span>
                    </th>
                    <td>{softwareLabel(file) || '—'}</td>
                    <td className="data-table__numeric">{t(`fileSize.${size.unit}`, { value: size.value })}</td>
                    {canDownload ? (
                      <td className="data-table__action">
                        {href ? (
                          <a href={href} className="button button--secondary model-files__download" onClick={() => trackGoal(DOWNLOAD_GOAL, { ext: file.ext, file_id: String(file.id) })} aria-label={t('modelPage.downloadFile', { name: file.name || file.ext })} title={t('modelPage.downloadFile', { name: file.name || file.ext })} data-testid="model-file-download">
                            <DownloadIcon size={18} />
                            <span className="visually-hidden">{t('modelPage.download')}</span>
                          </a>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canDownload || files.length === 0 ? null : (
        <div className="model-files__login" data-testid="download-login">
          <p className="model-files__login-text">{t('modelPage.loginToDownload')}</p>
          <a href={loginHref} className="button button--primary" data-testid="download-login-link">
            {t('modelPage.loginAction')}
          </a>
        </div>
      )}
    </div>
  );
}
