import { useId, type ReactElement, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: ReactNode;
  /** The section's own class; a content page's section by default. */
  className?: string;
  titleClassName?: string;
  /** Content pages put the heading and content in a `.container`; pages whose section is the container do not. */
  contained?: boolean;
  /** Shown right after the heading, inside the header block when there is one (a lead paragraph, and what goes with it there: a link, the actions). */
  lead?: ReactNode;
  /** Wraps heading and lead in a block of this class (a section header with its own layout). */
  headerClassName?: string;
  children?: ReactNode;
}

/**
 * A page section named by its heading (`<section aria-labelledby>` + `h2`): the one way the content
 * pages, the statistics report and the Business page title their sections, so every section is a
 * named region for assistive technology.
 */
export function TitledSection({ title, className = 'content-section', titleClassName = 'content-section__title', contained = true, lead, headerClassName, children }: TitledSectionProps): ReactElement {
  const id = useId();
  const heading = (
    <h2 id={id} className={titleClassName}>
      {title}
    </h2>
  );
  const header = headerClassName ? (
    <div className={headerClassName}>
      {heading}
      {lead}
    </div>
  ) : (
    <>
      {heading}
      {lead}
    </>
  );
  return (
    <section className={className} aria-labelledby={id}>
      {contained ? (
        <div className="container">
          {header}
          {children}
        </div>
      ) : (
        <>
          {header}
          {children}
        </>
      )}
    </section>
  );
}
