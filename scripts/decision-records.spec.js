// The decision records (docs/decisions/README.md): every citation of a record anywhere in the repository
// names a file that exists, and the README's index lists every record once. A renamed or renumbered
// record fails here until every comment and doc that cites it follows.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const RECORDS_DIR = path.join(ROOT, 'docs/decisions');
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|html|css|sql|sh|txt)$|(?:^|\/)(?:Dockerfile|[^/.]+\.Dockerfile)$/;

/** Tracked files and new ones not ignored: what a commit would carry. */
function repositoryFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => file && TEXT_FILE.test(file))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

const recordFiles = fs
  .readdirSync(RECORDS_DIR)
  .filter((name) => name !== 'README.md')
  .sort();

/**
 * Citations of a record in one file's text: `docs/decisions/NNNN-slug.md` (comments, READMEs), a
 * relative `decisions/NNNN-slug.md` (docs/*.md) or `(NNNN-slug.md)` (links between records).
 */
function citationsIn(file, text) {
  const found = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const match of line.matchAll(/(?:^|[^\w-])((?:[\w.-]+\/)*decisions\/(\d{4}-[\w-]*\.md))/g)) {
      found.push({ at: `${file}:${index + 1}`, cited: match[1], name: match[2] });
    }
    if (file.startsWith('docs/decisions/')) {
      for (const match of line.matchAll(/\]\((\d{4}-[\w-]*\.md)\)/g)) {
        found.push({ at: `${file}:${index + 1}`, cited: match[1], name: match[1] });
      }
    }
  });
  return found;
}

describe('decision records', () => {
  it('are named NNNN-<slug>.md, numbered 0001… without gaps, each titled with its number', () => {
    expect(recordFiles.length).toBeGreaterThan(0);
    recordFiles.forEach((name, index) => {
      expect(name).toMatch(RECORD_NAME);
      expect(Number(RECORD_NAME.exec(name)[1])).toBe(index + 1);
      const title = fs.readFileSync(path.join(RECORDS_DIR, name), 'utf8').split('\n', 1)[0];
      expect(`${name}: ${title}`).toMatch(new RegExp(`^${name}: # ${name.slice(0, 4)}\\. \\S`));
    });
  });

  it('are each listed once in the README index, and the index lists nothing else', () => {
    const readme = fs.readFileSync(path.join(RECORDS_DIR, 'README.md'), 'utf8');
    const indexRows = readme.split('\n').filter((line) => /^\| \[\d{4}\]\(/.test(line));
    const listed = indexRows.map((row) => /^\| \[(\d{4})\]\(([^)]+)\)/.exec(row)).map((m) => ({ number: m[1], file: m[2] }));
    const missing = recordFiles.filter((name) => !listed.some((entry) => entry.file === name));
    const unknown = listed.filter((entry) => !recordFiles.includes(entry.file) || !entry.file.startsWith(entry.number));
    const twice = listed.filter((entry, i) => listed.findIndex((other) => other.file === entry.file) !== i);
    expect({ missing, unknown, twice }).toEqual({ missing: [], unknown: [], twice: [] });
  });

  it('have the status the index shows', () => {
    const readme = fs.readFileSync(path.join(RECORDS_DIR, 'README.md'), 'utf8');
    const wrong = [];
    for (const row of readme.split('\n').filter((line) => /^\| \[\d{4}\]\(/.test(line))) {
      const [, file, indexStatus] = /^\| \[\d{4}\]\(([^)]+)\) \| .* \| (accepted|superseded by \d{4}) \| [^|]+ \|$/.exec(row) ?? [];
      if (!file || !fs.existsSync(path.join(RECORDS_DIR, file))) continue; // reported by the index test
      const text = fs.readFileSync(path.join(RECORDS_DIR, file), 'utf8');
      const status = /^- Status: (accepted|superseded by \[(\d{4})\]\(\2-[\w-]+\.md\))$/m.exec(text);
      const recordStatus = status ? (status[2] ? `superseded by ${status[2]}` : 'accepted') : '(no status line)';
      if (recordStatus !== indexStatus) wrong.push(`${file}: index says "${indexStatus}", the record "${recordStatus}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('are only cited by names that exist (docs/decisions/NNNN-<slug>.md anywhere in the repository)', () => {
    const citations = repositoryFiles().flatMap((file) => citationsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));
    const broken = citations.filter(({ name }) => !recordFiles.includes(name)).map(({ at, cited }) => `${at} cites ${cited}`);
    expect(citations.length).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
