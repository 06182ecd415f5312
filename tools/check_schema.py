#!/usr/bin/python3
"""Validate Muster scenario files against docs/scenario.schema.json.

Uses Debian's python3-jsonschema (draft 2020-12). Prints one line per file:

    PASS<TAB>FILE
    FAIL<TAB>FILE<TAB>json: REASON          (not strict JSON: syntax, UTF-8, NaN,
                                             duplicate keys, lone surrogates)
    FAIL<TAB>FILE<TAB>schema: PATH: REASON  (JSON, but not the scenario format)

Exit status: 0 all files pass, 1 at least one fails, 2 bad usage or a broken schema.
"""
import argparse
import json
import os
import sys

MAX_FILE_BYTES = 256 * 1024 * 1024  # the C++ reader's ReadLimits::maxFileBytes
HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMA = os.path.join(HERE, "..", "docs", "scenario.schema.json")


class StrictJsonError(ValueError):
    pass


def _no_duplicates(pairs):
    seen = {}
    for key, value in pairs:
        if key in seen:
            raise StrictJsonError(f'key "{key}" appears twice in the same object')
        seen[key] = value
    return seen


def _no_constants(name):
    raise StrictJsonError(f"{name} is not valid JSON")


def _check_strings(value, path):
    """JSON allows \\ud800-style escapes that are not Unicode; Muster's reader refuses them."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise StrictJsonError(f"{path or 'value'}: string contains a lone surrogate escape")
    elif isinstance(value, dict):
        for k, v in value.items():
            _check_strings(k, path)
            _check_strings(v, f"{path}.{k}" if path else k)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_strings(v, f"{path}[{i}]")


def load_strict(path):
    if os.path.getsize(path) > MAX_FILE_BYTES:
        raise StrictJsonError(f"file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB")
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise StrictJsonError(f"invalid UTF-8 at byte {e.start}")
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constants)
    except json.JSONDecodeError as e:
        raise StrictJsonError(f"line {e.lineno}, column {e.colno}: {e.msg}")
    _check_strings(data, "")
    return data


def json_path(parts):
    """['units', 3, 'sp'] -> units[3].sp, the C++ reader's spelling."""
    out = ""
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + str(p)
    return out or "(top level)"


def describe(error, limit=160):
    """jsonschema quotes whole instances in its messages; keep a line readable."""
    message = error.message
    instance = repr(error.instance)
    if len(instance) > 40 and message.startswith(instance):
        kind = type(error.instance).__name__.replace("dict", "object").replace("list", "array")
        message = f"the {kind}" + message[len(instance):]
    message = " ".join(message.split())
    return message if len(message) <= limit else message[: limit - 3] + "..."


def main(argv):
    ap = argparse.ArgumentParser(description="Validate Muster scenario files against the JSON Schema.")
    ap.add_argument("--schema", default=DEFAULT_SCHEMA, help="schema file (default: docs/scenario.schema.json)")
    ap.add_argument("files", nargs="+", metavar="FILE")
    args = ap.parse_args(argv)

    try:
        import jsonschema
    except ImportError:
        print("check_schema: python3-jsonschema is not installed (apt-get install python3-jsonschema)",
              file=sys.stderr)
        return 2
    try:
        with open(args.schema, encoding="utf-8") as f:
            schema = json.load(f)
        jsonschema.Draft202012Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as e:
        print(f"check_schema: cannot use schema {args.schema}: {e}", file=sys.stderr)
        return 2
    validator = jsonschema.Draft202012Validator(schema)

    failed = 0
    for path in args.files:
        try:
            data = load_strict(path)
        except (OSError, StrictJsonError) as e:
            print(f"FAIL\t{path}\tjson: {e}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(data), key=lambda e: (list(map(str, e.absolute_path)), e.message))
        if not errors:
            print(f"PASS\t{path}")
            continue
        failed += 1
        shown = "; ".join(f"{json_path(e.absolute_path)}: {describe(e)}" for e in errors[:3])
        more = f" (and {len(errors) - 3} more)" if len(errors) > 3 else ""
        print(f"FAIL\t{path}\tschema: {shown}{more}")
    print(f"check_schema: {len(args.files)} file(s), {failed} failed", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
