import type { ReactElement, SVGProps } from 'react';
import SPRITE from './icons.svg?no-inline';

// Every icon of the site is a symbol of one SVG sprite (icons.svg), a hashed, cached asset: a page
// carries a <use> per icon instead of its paths, in its HTML and in its JavaScript. Decorative by
// default: the control that holds an icon carries the accessible name.

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & { size?: number };

/** The sprite's symbol names. */
export type IconName = (typeof ICON_NAMES)[number];
export const ICON_NAMES = [
  'phone',
  'bell',
  'menu',
  'close',
  'search',
  'filter',
  'grid',
  'list',
  'chevron-down',
  'arrow-left',
  'external',
  'home',
  'login',
  'logout',
  'refresh',
  'chevron-left',
  'chevron-right',
  'arrow-right',
  'check',
  'thumb',
  'document',
  'badge',
  'reset',
  'telegram',
  'youtube',
  'vk',
  'dzen',
  'eye',
  'download',
  'cube',
  'benefit-projects',
  'benefit-contacts',
  'benefit-statistics',
  'benefit-plugins',
  'benefit-articles',
  'benefit-advertising',
] as const;

/** An icon of the sprite; stroked line art unless `filled` (the brand marks). */
export function Icon({ name, size = 20, filled = false, ...rest }: IconProps & { name: IconName; filled?: boolean }): ReactElement {
  const stroke = filled ? { fill: 'currentColor' } : ({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" {...stroke} aria-hidden="true" focusable="false" {...rest}>
      <use href={`${SPRITE}#${name}`} />
    </svg>
  );
}

const icon =
  (name: IconName, defaults: IconProps & { filled?: boolean } = {}) =>
  (props: IconProps): ReactElement => <Icon name={name} {...defaults} {...props} />;

export const PhoneIcon = icon('phone');
export const BellIcon = icon('bell');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const SearchIcon = icon('search');
export const FilterIcon = icon('filter');
export const GridIcon = icon('grid');
export const ListIcon = icon('list');
export const ChevronDownIcon = icon('chevron-down');
export const ArrowLeftIcon = icon('arrow-left');
export const ExternalIcon = icon('external');
export const HomeIcon = icon('home');
export const LoginIcon = icon('login');
export const LogoutIcon = icon('logout');
export const RefreshIcon = icon('refresh');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const ArrowRightIcon = icon('arrow-right');
export const CheckIcon = icon('check');
export const ThumbIcon = icon('thumb');
export const DocumentIcon = icon('document');
export const BadgeIcon = icon('badge');
export const ResetIcon = icon('reset');
export const TelegramIcon = icon('telegram', { filled: true });
export const YoutubeIcon = icon('youtube', { filled: true });
export const VkIcon = icon('vk', { filled: true });
export const DzenIcon = icon('dzen', { filled: true });
export const EyeIcon = icon('eye', { size: 16 });
export const DownloadIcon = icon('download', { size: 16 });
export const CubeIcon = icon('cube', { size: 40, strokeWidth: 1.4 });
