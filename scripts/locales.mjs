// The words of each locale besides English, one file each for the app to download when the
// learner's language is that one: content/<tag>/messages.ftl and the words files of
// content/<tag>/{lessons,problems}/, content/<tag>/glossary.toml and content/<tag>/counting.toml
// (the counting trainer's notes), as
// locales/<tag>-<hash>.json (the shape of `text::bundle::Bundle`). English is built into the
// app. The files' keys are checked by the Rust tests (tests/content_words.rs).
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";

/** The words files of `dir` (`NN-name.toml`), by id. */
async function wordsFiles(dir) {
  const out = {};
  if (!existsSync(dir)) return out;
  for (const name of (await readdir(dir)).filter((n) => n.endsWith(".toml")).sort()) {
    out[name.replace(/\.toml$/, "")] = parse(await readFile(join(dir, name), "utf8"));
  }
  return out;
}

/** Writes every locale's bundle into `stage`/locales; returns { tag: "locales/<file>" }. */
export async function writeLocaleBundles(source, stage) {
  const content = join(source, "content");
  const bundles = {};
  for (const tag of (await readdir(content)).sort()) {
    const dir = join(content, tag);
    if (tag === "en" || !existsSync(join(dir, "messages.ftl"))) continue;
    const glossary = join(dir, "glossary.toml");
    const counting = join(dir, "counting.toml");
    const bundle = {
      messages: await readFile(join(dir, "messages.ftl"), "utf8"),
      lessons: await wordsFiles(join(dir, "lessons")),
      problems: await wordsFiles(join(dir, "problems")),
      glossary: existsSync(glossary) ? parse(await readFile(glossary, "utf8")) : {},
      counting: existsSync(counting) ? parse(await readFile(counting, "utf8")) : {},
    };
    const json = JSON.stringify(bundle);
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 16);
    const file = `locales/${tag}-${hash}.json`;
    await mkdir(join(stage, "locales"), { recursive: true });
    await writeFile(join(stage, file), json);
    bundles[tag] = file;
  }
  return bundles;
}
