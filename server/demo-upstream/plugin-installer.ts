// The demo's plugin installers: a small real ZIP archive per plugin post (a read-me naming the
// plugin and its release), so a download button on a plugin page saves a file that opens.
// Stored entries (no compression): a few hundred bytes, deterministic for the same post.
import { crc32 } from 'node:zlib';
import type { Article } from '#shared/types/index.ts';
import { UPSTREAM_ARTICLE_CATEGORIES } from '#shared/types/index.ts';
import { PLUGIN_INSTALLER_PREFIX } from './dataset/plugin-posts.ts';

/** A fixed DOS time (2025-01-01 00:00) keeps the archive's bytes the same on every start. */
const DOS_TIME = 0;
const DOS_DATE = ((2025 - 1980) << 9) | (1 << 5) | 1;

/** A ZIP archive of stored files (PKWARE APPNOTE 4.3: local headers, central directory, end record). */
export function zipArchive(files: ReadonlyArray<{ name: string; content: string }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const INSTALLER_LINK = new RegExp(`href="${PLUGIN_INSTALLER_PREFIX.replace(/\//g, '\\/')}([^"/]+)"`);

/** The installer file names the plugin posts link (their bodies are the source), each with its post. */
export function pluginInstallers(articles: readonly Article[]): Map<string, Article> {
  const files = new Map<string, Article>();
  for (const article of articles) {
    if (article.category_id !== UPSTREAM_ARTICLE_CATEGORIES.plugins) continue;
    const name = INSTALLER_LINK.exec(article.lang_versions[0]?.body ?? '')?.[1];
    if (name) files.set(name, article);
  }
  return files;
}

export function installerArchive(fileName: string, article: Article): Buffer {
  const [ru, en] = article.lang_versions;
  const readMe = [
    `${en?.title ?? ''}`,
    `${ru?.title ?? ''}`,
    '',
    `Demo stand-in for the installer ${fileName} of the BIM library's demo data.`,
    'A real installer would be here; this archive only shows that the download works.',
    '',
  ].join('\r\n');
  return zipArchive([{ name: 'README.txt', content: readMe }]);
}
