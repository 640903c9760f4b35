// Runs many generated samples in one process, one after another, each as its own module (JavaScript) or its
// own __main__ script (Python), so the runner does not pay a process start for each of them. Before each
// sample it moves the recording lane to that sample (/__sample__/<id>); each sample's output and exit status
// are kept apart and written to a JSON file the runner reads.

export const PYTHON_HARNESS = `import io, json, os, runpy, sys, traceback, urllib.parse, urllib.request
results = {}
with open(sys.argv[1], encoding="utf-8") as f:
    batch = json.load(f)
for sample_id, path in batch:
    urllib.request.urlopen(os.environ["SAMPLE_RUNNER_LANE"] + "/__sample__/" + urllib.parse.quote(sample_id, safe="")).read()
    out = io.StringIO()
    status = 0
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = out
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as e:
        if e.code not in (None, 0):
            status = 1
            if not isinstance(e.code, int):
                print(e.code, file=out)
    except BaseException:
        traceback.print_exc(file=out)
        status = 1
    finally:
        sys.stdout, sys.stderr = saved
    results[sample_id] = {"status": status, "output": out.getvalue()[-4000:]}
with open(sys.argv[2], "w", encoding="utf-8") as f:
    json.dump(results, f)
`;

export const NODE_HARNESS = `import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [listFile, outFile] = process.argv.slice(2);
const results = {};
let buffer = "";
const write = (chunk) => ((buffer += String(chunk)), true);
process.stdout.write = write;
process.stderr.write = write;
for (const [id, file] of JSON.parse(fs.readFileSync(listFile, "utf8"))) {
  await fetch(process.env.SAMPLE_RUNNER_LANE + "/__sample__/" + encodeURIComponent(id));
  buffer = "";
  let status = 0;
  try {
    await import(pathToFileURL(file).href);
  } catch (e) {
    buffer += (e && e.stack) || String(e);
    status = 1;
  }
  results[id] = { status, output: buffer.slice(-4000) };
}
fs.writeFileSync(outFile, JSON.stringify(results));
`;
