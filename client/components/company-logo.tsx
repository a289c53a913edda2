import type { ReactElement } from 'react';
import { sizedImage } from '#shared/domain/links.ts';

/**
 * A company's logo from the uploads host, or its initial on a tile when it has none. It is asked for at
 * `imageSize` (spec §7 size=WxH) when the spec names one, else at twice the shown size for sharp screens.
 */
export function CompanyLogo({ src, name, size, imageSize = size * 2, eager = false }: { src: string | null; name: string; size: number; imageSize?: number; eager?: boolean }): ReactElement {
  if (!src) {
    return (
      <span className="company-logo company-logo--empty" style={{ width: size, height: size }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="company-logo" src={sizedImage(src, imageSize) ?? src} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
