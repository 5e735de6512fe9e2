import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hostPages } from './screens';
import { tempDir } from './temp-dirs';

/** A built host: index.html with its splash, its pages, plus one hashed asset, as webpack emits them. */
export async function fakeHostDist(): Promise<string> {
  const dir = await tempDir('host');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Carbon Commons</title></head><body><div id="root"><div class=boot aria-hidden=true>Carbon Commons</div></div></body></html>');
  await writeFile(path.join(dir, 'assets', 'main.0123456789abcdef.js'), 'console.log("host")');
  await writeFile(path.join(dir, 'host-pages.json'), JSON.stringify(hostPages));
  return dir;
}
