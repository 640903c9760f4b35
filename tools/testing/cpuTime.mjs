// CPU time as Linux's /proc counts it, for the test runners' tables (tools/test.mjs, tools/e2e.mjs).
//
// Why not only bash's `times`: Chromium's renderers are forked by its zygote, and when the browser closes
// they are left to init before they exit, so the CPU time they used never reaches the process that started
// the browser. Measured with process accounting on one clean-clone `npm test` (2026-11-26): Chromium used
// 1,125 s of CPU, 46 % of the run's, and the stage table, which counted it nowhere, showed the machine
// half idle while /proc/stat showed its two cores busy from start to end. So the shared browser's time is
// read from its live process tree before it closes, and the run says how busy the machine's cores were.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux Node.js runs on (getconf CLK_TCK)

/**
 * One line of /proc/<pid>/stat: its parent and its CPU ticks (user, system, and those of the children it has
 * waited for). The command name, in parentheses, may hold spaces and parentheses itself: fields are read
 * after its last `)`.
 */
export function parseProcStat(line) {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // After the name: state (0), ppid (1), … utime (11), stime (12), cutime (13), cstime (14).
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
}

/**
 * The CPU seconds of `root` and every process below it, from a table pid → { ppid, ticks }. A process
 * that ended and was waited for counts in its parent's children ticks, so no tick is counted twice.
 */
export function treeSeconds(table, root) {
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const walk = (pid) => {
    ticks += table.get(pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  if (table.has(root)) walk(root);
  return ticks / TICKS_PER_SECOND;
}

/** Every process now, pid → { ppid, ticks }; empty where there is no /proc. */
function processTable() {
  const table = new Map();
  const pids = fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : [];
  for (const pid of pids) {
    try {
      table.set(Number(pid), parseProcStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // It ended meanwhile.
    }
  }
  return table;
}

/** CPU seconds of a live process and everything below it (null where there is no /proc or no such process). */
export function processTreeSeconds(pid) {
  if (!pid) return null;
  const table = processTable();
  return table.has(pid) ? treeSeconds(table, pid) : null;
}

/** The first line of /proc/stat as { busy, total } ticks: every core, idle and I/O wait being not busy. */
export function parseCpuLine(line) {
  const [, ...values] = line.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + (steal || 0);
  return { busy, total: busy + idle + (iowait || 0) };
}

/** The machine's CPU counters now (null where there is no /proc/stat). */
export function machineCpu() {
  try {
    return parseCpuLine(fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/**
 * Between two readings of machineCpu: the share of the cores' time that was busy (0–1) and the busy time in
 * CPU seconds, whoever used it. Null when either reading is missing.
 */
export function busyBetween(from, to) {
  if (!from || !to || to.total <= from.total) return null;
  return { share: (to.busy - from.busy) / (to.total - from.total), seconds: (to.busy - from.busy) / TICKS_PER_SECOND };
}
