#!/usr/bin/env bash
# Whether the sizes of one technique sharing a worker JVM (the default replay) moves their results.
# Replays the demo app's profile PASSES times (default 5) in alternation, as it is and with
# --jvm-per-technique, everything else the same:
#   java -jar dist/target/iobench.jar replay target/demo/app-profile.json -o ... [--jvm-per-technique]
# then compares each technique's speed-up in the two replays of a pair, as log ratios: for the
# techniques that shared a JVM in the default replay (fos/8k beside fos/64k, ...), and, as the
# control, for those that had a JVM of their own in both (the same arrangement twice, so what
# they show is the replay's own noise). A leak of one size's JIT or heap state into another's
# measurement would move the shared ones away from 1 beyond what the control shows. A benchmark,
# not a test: it prints the table.
#
# BALLAST=N keeps N idle JVMs alive beside every shared replay (started as workers are, heap
# pre-touched, waiting on their input): a --jvm-per-technique replay has about 20 more JVMs alive
# than a shared one, so a shift that BALLAST=20 also brings is the machine's answer to the number
# of live JVMs, not one technique's JIT or heap state leaking into another's measurement.
set -euo pipefail
cd "$(dirname "$0")/.."

source benchmarks/lib/demo-profile.sh
profile_demo
passes="${PASSES:-5}"
out=target/worker-sharing
rm -rf "$out"
mkdir -p "$out"
replay() {
  java -jar dist/target/iobench.jar replay target/demo/app-profile.json "$@" >/dev/null 2>&1
}
# Makes the workers' archive if there is none, untimed.
replay --top 1 --rounds 5 --warmup 0 -o "$out/archive.json"
ballast="${BALLAST:-0}"
ballast_pids=()
start_ballast() {
  local i
  for i in $(seq 1 "$ballast"); do
    sleep 100000 | java -Xms96m -Xmx96m -XX:+AlwaysPreTouch -Xlog:disable \
      -cp dist/target/iobench.jar io.iobench.replay.Worker >/dev/null 2>&1 &
    ballast_pids+=("$!")
  done
  sleep 3
}
stop_ballast() {
  if [[ "${#ballast_pids[@]}" -gt 0 ]]; then
    pkill -P "$$" -f "sleep 100000" || true
    wait "${ballast_pids[@]}" 2>/dev/null || true
    ballast_pids=()
  fi
}
trap stop_ballast EXIT
for pass in $(seq 1 "$passes"); do
  start_ballast
  replay -o "$out/shared-$pass.json" "$@"
  stop_ballast
  replay -o "$out/alone-$pass.json" --jvm-per-technique "$@"
  echo "worker-sharing: pair $pass of $passes done"
done

python3 - "$out" "$passes" <<'PY'
import collections, json, math, statistics, sys

out, passes = sys.argv[1], int(sys.argv[2])
rows = collections.defaultdict(list)
for p in range(1, passes + 1):
    shared = json.load(open(f"{out}/shared-{p}.json"))
    alone = json.load(open(f"{out}/alone-{p}.json"))
    for ws, wa in zip(shared["workloads"], alone["workloads"]):
        name = f"{ws['path'].rsplit('/', 1)[-1]} {ws['current']}"
        families = collections.Counter(t["family"] for t in ws["techniques"] if not t.get("baseline"))
        speedups = {t["id"]: t.get("speedup") for t in wa["techniques"]}
        for t in ws["techniques"]:
            if t.get("baseline") or t.get("speedup") is None or not speedups.get(t["id"]):
                continue
            group = "shared a JVM" if families[t["family"]] > 1 else "own JVM in both (control)"
            rows[(name, group)].append(math.log(t["speedup"] / speedups[t["id"]]))
            rows[("all workloads", group)].append(rows[(name, group)][-1])
print("worker-sharing: workload | techniques (pairs x techniques) | speed-up shared/alone: "
      "median [25th-75th percentile] | mean [95 % interval of the mean]")
for (name, group), logs in sorted(rows.items(), key=lambda kv: (kv[0][0] == "all workloads", kv[0])):
    if len(logs) < 4:
        print(f"worker-sharing: {name} | {group} ({len(logs)}) | too few to tell")
        continue
    q = statistics.quantiles(logs, n=4)
    mean = statistics.fmean(logs)
    half = 1.96 * statistics.stdev(logs) / math.sqrt(len(logs))
    print(f"worker-sharing: {name} | {group} ({len(logs)}) | "
          f"{math.exp(statistics.median(logs)):.3f} [{math.exp(q[0]):.3f}-{math.exp(q[2]):.3f}] | "
          f"{math.exp(mean):.3f} [{math.exp(mean - half):.3f}-{math.exp(mean + half):.3f}]")
PY
printf 'worker-sharing: %s idle JVMs beside the shared replays (BALLAST)\n' "$ballast"
printf 'worker-sharing: java %s, %s cores\n' "$(java -version 2>&1 | head -1 | sed 's/.*"\(.*\)".*/\1/')" "$(nproc)"
