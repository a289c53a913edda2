import type { ReactElement, ReactNode } from 'react';

export interface ContentCardProps {
  title: ReactNode;
  /** A paragraph under the title. */
  text?: ReactNode;
  /** A list under it, one entry a text (each text is its own key: the lists are fixed and their items differ). */
  items?: readonly string[];
  /** The card's closing link. */
  action?: ReactNode;
  id?: string;
  /** An `article` when the card stands alone (a service, an audience); a `div` when it is part of its section. */
  as?: 'article' | 'div';
}

/** A content page's card (content-page.css): title, text, list and a closing link, each when given. */
export function ContentCard({ title, text, items, action, id, as: Tag = 'article' }: ContentCardProps): ReactElement {
  return (
    <Tag className="content-card" id={id}>
      <h2 className="content-card__title">{title}</h2>
      {text !== undefined ? <p className="content-card__text">{text}</p> : null}
      {items ? (
        <ul className="content-list">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {action !== undefined ? <p className="content-card__action">{action}</p> : null}
    </Tag>
  );
}

export interface ContentCardGridProps {
  columns: 2 | 3;
  /** A text each, under its title when it has one (an h3: the section's heading names the grid). */
  cards: readonly { key: string; title?: string; text: string }[];
}

/** Short cards in a grid of two or three columns: who a page is for, why, what a report shows. */
export function ContentCardGrid({ columns, cards }: ContentCardGridProps): ReactElement {
  return (
    <div className={`content-grid content-grid--${columns}`}>
      {cards.map(({ key, title, text }) => (
        <div key={key} className="content-card">
          {title !== undefined ? <h3 className="content-card__title">{title}</h3> : null}
          <p className="content-card__text">{text}</p>
        </div>
      ))}
    </div>
  );
}
