// The latency side of the request bench (tests/bench/http-requests.ts), run as a child process so that it does
// not share the servers' event loop: `concurrency` keep-alive connections (node:http Agent) each sending one
// request after another, `warmUp` requests not counted, then `count` timed ones. Prints JSON: p50/p95/p99 in ms.
// Usage: node keep-alive-client.mjs <url> <headers-json> <concurrency> <count> <warmUp>
import { Agent, request } from 'node:http';

const [url, headersJson, concurrencyText, countText, warmUpText] = process.argv.slice(2);
const headers = JSON.parse(headersJson);
const concurrency = Number(concurrencyText);
const count = Number(countText);
const warmUp = Number(warmUpText);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const target = new URL(url);

function once() {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${url} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.on('data', () => undefined);
        response.on('end', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let issued = 0;
const times = [];
async function worker() {
  while (issued < warmUp + count) {
    const index = issued++;
    const elapsed = await once();
    if (index >= warmUp) times.push(elapsed);
  }
}
await Promise.all(Array.from({ length: concurrency }, worker));
agent.destroy();
times.sort((a, b) => a - b);
const at = (p) => times[Math.max(0, Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1))];
process.stdout.write(JSON.stringify({ n: times.length, p50: at(50), p95: at(95), p99: at(99) }));
