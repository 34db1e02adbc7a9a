#!/usr/bin/env node
// GET /api/notes through the gateway for a clinician with 200 notes (issue 8): p50/p90/p99 of N
// sequential calls, and the size of the answer, plain and as the browser receives it.
// Usage: node bench/notes-list.mjs [N] [notes]   (default 200 calls, 200 notes)
// Starts its own platform (ports +20000, no build) unless BENCH_URL (+ BENCH_INBOX_URL) is set.
import { gzipSync } from 'node:zlib';
import { benchPlatform, postJson, timeSequential, verifiedAccount } from './lib/bench-platform.mjs';

const N = Number(process.argv[2] ?? 200);
const NOTES = Number(process.argv[3] ?? 200);

/** An invented, realistic-length PT note (~1.5 KB). */
function fakeNote(i) {
  const subjective = `SUBJECTIVE:\nPatient is a 7${i % 10}-year-old referred for home health PT after a fall.\nPast medical history: CHF, HTN, OA bilateral knees.\nPain assessment: ${i % 10}/10 L knee with stairs.\nPatient goals: Return to community ambulation with RW.`;
  const objective = `OBJECTIVE:\nVitals: BP 128/76, HR 72, SpO2 97% RA.\nAmbulation: 150 ft with RW, CGA.\nTUG score: ${12 + (i % 9)} seconds.\nTinetti score: ${18 + (i % 8)}/28.`;
  const assessment =
    'ASSESSMENT:\nAssessment: Decreased balance and endurance limiting safe household mobility.\nGoals: Independent household ambulation with RW in 4 weeks.';
  const plan = 'PLAN:\nInterventions: Gait training, balance training, HEP.\nVisit frequency: 2x/week for 4 weeks.';
  return {
    title: `SOAP Note - 3/${(i % 28) + 1}/2026`,
    content: [subjective, objective, assessment, plan].join('\n\n'),
    subjective,
    objective,
    assessment,
    plan,
  };
}

const bench = await benchPlatform();
try {
  const { token } = await verifiedAccount(bench, 'notes-bench');
  for (let i = 0; i < NOTES; i++) {
    const res = await postJson(bench.app, '/api/notes', fakeNote(i), token);
    if (res.status !== 201) throw new Error(`note ${i + 1} answered ${res.status}: ${await res.text()}`);
  }
  // ?limit=: the list answers a page of 50 by default (issue 19); this bench has measured all 200 since issue 8.
  const listUrl = `${bench.app}/api/notes?limit=${NOTES}`;
  const list = () => fetch(listUrl, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } });
  const body = await (await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })).text();
  const sample = await fetch(listUrl, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } });
  const result = await timeSequential(N, list);
  console.log(`\nGET /api/notes through the gateway (${N} sequential calls, ${NOTES} notes of ~1.5 KB)`);
  console.log(`  ${result.line}`);
  console.log(
    `  answer: ${(body.length / 1024).toFixed(1)} KB JSON, ${(gzipSync(body).length / 1024).toFixed(1)} KB gzipped; served with content-encoding: ${sample.headers.get('content-encoding') ?? 'none'}`,
  );
} finally {
  await bench.stop();
}
