import { PNG } from 'pngjs'; import pixelmatch from 'pixelmatch'; import fs from 'node:fs';
for (const f of fs.readdirSync('/tmp/bl_orig')) {
  const a = PNG.sync.read(fs.readFileSync('/tmp/bl_orig/'+f)), b = PNG.sync.read(fs.readFileSync('tests/visual/__baselines__/'+f));
  const n = pixelmatch(a.data, b.data, null, a.width, a.height, { threshold: 0.2 });
  console.log(f, a.width+'x'+a.height, n, (n/(a.width*a.height)*100).toFixed(3)+'%');
}
