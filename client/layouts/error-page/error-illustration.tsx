import type { ReactElement } from 'react';

/**
 * The error pages' picture: an isometric block with a piece missing, on a
 * drawing grid. Decorative; the code is drawn as text so it scales crisply.
 */
export function ErrorIllustration({ code }: { code: string }): ReactElement {
  return (
    <div className="error-art" aria-hidden="true">
      <svg className="error-art__svg" viewBox="0 0 320 220" focusable="false">
        <defs>
          <pattern id="error-art-grid" width="16" height="16" patternUnits="userSpaceOnUse">
            <path d="M16 0H0V16" fill="none" stroke="#d8e2f0" strokeWidth="1" />
          </pattern>
          <radialGradient id="error-art-fade" cx="50%" cy="50%" r="50%">
            <stop offset="0.35" stopColor="#fff" />
            <stop offset="1" stopColor="#000" />
          </radialGradient>
          <mask id="error-art-mask">
            <rect width="320" height="220" fill="url(#error-art-fade)" />
          </mask>
        </defs>
        <rect width="320" height="220" fill="url(#error-art-grid)" mask="url(#error-art-mask)" />
        <g transform="translate(160 112)">
          <path d="M0-78 68-39 0 0-68-39Z" fill="#cfe0ff" />
          <path d="M-68-39 0 0v78l-68-39Z" fill="#1f6feb" />
          <path d="M68-39 0 0v78l68-39Z" fill="#0b3f9e" />
          <path d="M0-78 34-58.5 0-39-34-58.5Z" fill="#fff" stroke="#1f6feb" strokeWidth="2" strokeDasharray="5 4" />
          <path d="M0 0v78M-68-39 0 0l68-39" stroke="#fff" strokeWidth="2" fill="none" opacity=".7" />
          <path d="M44-96 78-76.5 44-57 10-76.5Z" fill="#6ea8fe" transform="rotate(12 44 -76)" />
        </g>
      </svg>
      <span className="error-art__code">{code}</span>
    </div>
  );
}
