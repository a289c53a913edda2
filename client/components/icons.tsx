import type { ReactElement, SVGProps } from 'react';

// Inline SVG icons (no icon font, no CDN). Decorative by default: the control
// that holds an icon carries the accessible name.

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactElement | ReactElement[] }): ReactElement {
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
      {...rest}
    >
      {children}
    </svg>
  );
}

export function PhoneIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M5 4h3.2l1.6 4-2 1.3a11 11 0 0 0 6.9 6.9l1.3-2 4 1.6V19a1.8 1.8 0 0 1-1.9 1.8A16 16 0 0 1 3.2 5.9 1.8 1.8 0 0 1 5 4Z" />
    </Svg>
  );
}

export function BellIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15L6 16.5Z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Svg>
  );
}

export function FilterIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Svg>
  );
}

export function GridIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Svg>
  );
}

export function ListIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <rect x="4" y="5" width="5" height="5" rx="1.2" />
      <rect x="4" y="14" width="5" height="5" rx="1.2" />
      <path d="M12 7.5h8M12 16.5h8" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function ArrowLeftIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </Svg>
  );
}

export function ExternalIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

export function HomeIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M4 11 12 4l8 7M6 9.5V20h12V9.5" />
    </Svg>
  );
}

export function LoginIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 8l4 4-4 4M14 12H4" />
    </Svg>
  );
}

export function LogoutIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9" />
    </Svg>
  );
}

export function RefreshIcon(props: IconProps): ReactElement {
  return (
    <Svg {...props}>
      <path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5" />
    </Svg>
  );
}

// Brand marks are filled glyphs drawn on the same 24-unit grid.

export function TelegramIcon({ size = 20, ...rest }: IconProps): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path
        fill="currentColor"
        d="M21.2 3.6 2.7 10.8c-1.1.4-1.1 1.3 0 1.6l4.7 1.5 1.8 5.6c.2.7.9.9 1.4.5l2.6-2.2 4.9 3.6c.7.5 1.6.1 1.8-.8L22.8 5c.2-1-.7-1.8-1.6-1.4ZM9.7 14.4l-.4 4.1-1.4-4.6L18 7.4l-8.3 7Z"
      />
    </svg>
  );
}

export function YoutubeIcon({ size = 20, ...rest }: IconProps): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path
        fill="currentColor"
        d="M22 8.2a3 3 0 0 0-2.1-2.1C18.1 5.6 12 5.6 12 5.6s-6.1 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.8.5 7.9.5 7.9.5s6.1 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15.1V8.9l5.3 3.1L10 15.1Z"
      />
    </svg>
  );
}

export function VkIcon({ size = 20, ...rest }: IconProps): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path
        fill="currentColor"
        d="M12.8 18c-5.5 0-8.6-3.8-8.8-10h2.8c.1 4.6 2.1 6.5 3.7 6.9V8h2.6v3.9c1.6-.2 3.2-2 3.8-3.9h2.6a7.7 7.7 0 0 1-3.5 5 8 8 0 0 1 4.1 5h-2.9a5 5 0 0 0-4.1-3.6V18h-.3Z"
      />
    </svg>
  );
}

export function DzenIcon({ size = 20, ...rest }: IconProps): ReactElement {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...rest}>
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M12 1a11 11 0 1 1 0 22 11 11 0 0 1 0-22Zm0 3.5c-.3 5.2-2.3 7.2-7.5 7.5 5.2.3 7.2 2.3 7.5 7.5.3-5.2 2.3-7.2 7.5-7.5-5.2-.3-7.2-2.3-7.5-7.5Z"
      />
    </svg>
  );
}
