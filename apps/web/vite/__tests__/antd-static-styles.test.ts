// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME } from '../../src/app/theme';
import { antdStaticStyles, extractAntdStyles } from '../antd-static-styles';

const CACHE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}\s*$/;

describe('extractAntdStyles', () => {
  const css = extractAntdStyles(THEME, ['Input', 'Button']);

  it('holds the styles of the components asked for, under the app theme', () => {
    expect(css).toContain('.ant-input');
    expect(css).toContain('.ant-btn');
    expect(css.toLowerCase()).toContain('#1f4e8c');
    expect(css).not.toContain('.ant-table');
  });

  it('ends with the map antd reads to skip building the styles it holds', () => {
    const map = CACHE_MAP.exec(css)?.[1] ?? '';
    const paths = map.split(';').map((entry) => entry.split(':')[0] ?? '');
    expect(paths.some((entry) => entry.includes('|Input-Component|'))).toBe(true);
    expect(paths.some((entry) => entry.includes('|Button-Button|'))).toBe(true);
  });
});

describe('antdStaticStyles', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'antd-static-'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>',
    );
    await writeFile(path.join(dir, 'main.js'), 'document.body.append("ok");');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [antdStaticStyles(THEME, ['Input'])],
      build: { outDir: 'dist' },
    });
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('emits the sheet as a hashed asset and links it first in the head', async () => {
    const assets = await readdir(path.join(dir, 'dist/assets'));
    const sheet = assets.find((name) => /^antd-[0-9a-f]{10}\.css$/.test(name));
    expect(sheet).toBeDefined();
    const html = await readFile(path.join(dir, 'dist/index.html'), 'utf8');
    expect(html).toMatch(new RegExp(`<head>\\s*<link rel="stylesheet" href="/assets/${sheet}">`));
    expect(await readFile(path.join(dir, 'dist/assets', sheet ?? ''), 'utf8')).toMatch(CACHE_MAP);
  });
});
