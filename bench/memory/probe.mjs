// Loaded into the measured server with `node --import` by bench/memory/run.ts: writes the process's
// memory breakdown (process.memoryUsage(), MiB) to KONTER_MEMORY_PROBE every 500 ms, one JSON line
// replaced each time. Reads nothing of the server. With KONTER_MEMORY_PROBE_GC=1 and node's
// --expose-gc it collects garbage and samples every 5 s instead (what is live, for diagnosis).
import { writeFileSync } from 'node:fs';

const file = process.env.KONTER_MEMORY_PROBE;
if (file) {
  const mib = (n) => Math.round((n / 1048576) * 10) / 10;
  const collect = process.env.KONTER_MEMORY_PROBE_GC === '1' ? globalThis.gc : undefined;
  let tick = 0;
  setInterval(() => {
    if (collect) {
      if (tick++ % 10 !== 0) return;
      collect();
    }
    const m = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        rss: mib(m.rss),
        heapTotal: mib(m.heapTotal),
        heapUsed: mib(m.heapUsed),
        external: mib(m.external),
        arrayBuffers: mib(m.arrayBuffers),
      }),
    );
  }, 500).unref();
}
