/**
 * A tiny, safe Markdown renderer for the campaigns' descriptions (operator-written text shown on public pages).
 * It builds React elements, never HTML strings: raw HTML in the input is shown as text, not interpreted.
 *
 * Supported: paragraphs (blank line between), headings `#`..`######` (rendered one level below `headingBase`
 * so the page keeps one h1), unordered (`-`, `*`, `+`) and ordered (`1.`) lists, `**bold**` / `__bold__`,
 * `*italic*` / `_italic_`, `[text](url)` links (http, https and mailto only; anything else, e.g.
 * `javascript:`, is shown as plain text), and hard line breaks inside a paragraph.
 */
import { Fragment, type ReactNode } from 'react';

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const UNORDERED = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = null;
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2] ?? '' });
      continue;
    }
    const unordered = UNORDERED.exec(line);
    const ordered = unordered ? null : ORDERED.exec(line);
    const item = unordered ?? ordered;
    if (item) {
      const isOrdered = ordered !== null;
      if (!list || list.ordered !== isOrdered) {
        flush();
        list = { ordered: isOrdered, items: [] };
      }
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list) {
      // A continuation line of the last list item.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    paragraph ??= [];
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Only these link targets are made clickable. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed; // a path on this site
  return null;
}

const INLINE =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])/su;

/** Inline formatting of one piece of text: links, bold, italic. */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  let index = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      nodes.push(rest);
      break;
    }
    if (match.index > 0) nodes.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${index++}`;
    const [whole, linkText, url, bold1, bold2, italic1, italic2] = match;
    if (linkText !== undefined && url !== undefined) {
      const href = safeHref(url);
      nodes.push(
        href ? (
          <a
            key={key}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-gray-900 underline underline-offset-4"
          >
            {renderInline(linkText, key)}
          </a>
        ) : (
          <Fragment key={key}>{linkText}</Fragment>
        ),
      );
    } else if (bold1 !== undefined || bold2 !== undefined) {
      nodes.push(<strong key={key}>{renderInline(bold1 ?? bold2 ?? '', key)}</strong>);
    } else {
      nodes.push(<em key={key}>{renderInline(italic1 ?? italic2 ?? '', key)}</em>);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return nodes;
}

const HEADING_CLASSES = ['text-xl', 'text-lg', 'text-base', 'text-base', 'text-sm', 'text-sm'];

export interface MarkdownProps {
  source: string | null | undefined;
  /** The level of the page's section heading: `#` becomes h(headingBase + 1). Default 2 (→ h3). */
  headingBase?: number;
  className?: string;
}

export function Markdown({ source, headingBase = 2, className }: MarkdownProps) {
  if (!source) return null;
  return (
    <div className={className ?? 'flex flex-col gap-3 text-sm leading-6 text-gray-700'}>
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        if (block.kind === 'heading') {
          const level = Math.min(6, headingBase + block.level);
          const Tag = `h${level}` as 'h3';
          return (
            <Tag key={key} className={`${HEADING_CLASSES[block.level - 1]} font-semibold text-gray-900`}>
              {renderInline(block.text, key)}
            </Tag>
          );
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={key} className={`${block.ordered ? 'list-decimal' : 'list-disc'} flex flex-col gap-1 pl-5`}>
              {block.items.map((item, i) => (
                <li key={i}>{renderInline(item, `${key}-${i}`)}</li>
              ))}
            </Tag>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 ? <br /> : null}
                {renderInline(line, `${key}-${i}`)}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
