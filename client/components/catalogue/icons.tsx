import type { ReactElement, ReactNode } from 'react';

// Decorative icons of the catalogue controls; the control carries the accessible name.

function Svg({ size = 18, children }: { size?: number; children: ReactNode }): ReactElement {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function FilterIcon({ size }: { size?: number }): ReactElement {
  return (
    <Svg size={size}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Svg>
  );
}

export function SearchIcon({ size }: { size?: number }): ReactElement {
  return (
    <Svg size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Svg>
  );
}

export function GridIcon({ size }: { size?: number }): ReactElement {
  return (
    <Svg size={size}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Svg>
  );
}

export function ListIcon({ size }: { size?: number }): ReactElement {
  return (
    <Svg size={size}>
      <rect x="4" y="5" width="5" height="5" rx="1.2" />
      <rect x="4" y="14" width="5" height="5" rx="1.2" />
      <path d="M12 7.5h8M12 16.5h8" />
    </Svg>
  );
}

export function CloseIcon({ size }: { size?: number }): ReactElement {
  return (
    <Svg size={size}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}
