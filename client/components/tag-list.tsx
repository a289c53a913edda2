import type { ReactElement } from 'react';

export interface TagListProps {
  tags: readonly string[];
  /** `tag-list--large` for bigger chips. */
  modifier?: string;
  /** `tag--format` for file formats. */
  tagModifier?: string;
}

/** Short labels as a row of chips (page-basics.css): a model's formats, rooms and buildings, the Business page's formats. */
export function TagList({ tags, modifier, tagModifier }: TagListProps): ReactElement {
  return (
    <ul className={modifier ? `tag-list ${modifier}` : 'tag-list'}>
      {tags.map((tag) => (
        <li key={tag} className={tagModifier ? `tag ${tagModifier}` : 'tag'}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
