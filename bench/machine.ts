// How fast this machine is today, for reading the other benchmarks' figures against each other:
//   npx tsx bench/machine.ts
// A fixed loop of arithmetic (what Lighthouse's CPU index sees) and the first touch of fresh memory
// (what a new browser tab or process pays for every page of memory it takes). On a virtual machine
// the second can be several times slower on one day than another while the first stays the same.

const PAGE = 4096;

function loopMs(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x += i % 7;
  if (x < 0) console.log(x); // keeps the loop from being optimised away
  return performance.now() - start;
}

function firstTouchMicrosPerPage(bytes: number): number {
  const start = performance.now();
  const block = Buffer.allocUnsafeSlow(bytes);
  for (let i = 0; i < block.length; i += PAGE) block[i] = 1;
  return ((performance.now() - start) * 1000) / (bytes / PAGE);
}

const loops = [loopMs(), loopMs(), loopMs()].sort((a, b) => a - b);
const touches = [0, 1, 2].map(() => firstTouchMicrosPerPage(256 * 1024 * 1024)).sort((a, b) => a - b);
console.log(`arithmetic loop: ${loops[1]!.toFixed(0)} ms (median of 3)`);
console.log(`first touch of fresh memory: ${touches[1]!.toFixed(2)} µs per 4 kB page (median of 3)`);
