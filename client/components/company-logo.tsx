import type { ReactElement } from 'react';
import { sizedImage } from '#shared/domain/links.ts';

/** A company's logo from the uploads host, or its initial on a tile when it has none. */
export function CompanyLogo({ src, name, size, eager = false }: { src: string | null; name: string; size: number; eager?: boolean }): ReactElement {
  if (!src) {
    return (
      <span className="company-logo company-logo--empty" style={{ width: size, height: size }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return <img className="company-logo" src={sizedImage(src, size * 2) ?? src} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
