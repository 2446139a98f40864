#!/usr/bin/env python3
"""Classroom 50's autograder for the workshop (README, "Grade with Classroom 50").

Classroom 50's runner runs it once per submission, in the learner's checkout, with the
submission named in CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, COMMIT_URL, RELEASE_URL and
REVIEW_URL. It first puts the workshop's files that grade (Package.swift, Solutions/, Tests/
and Tools/) back as the baseline holds them: the commit that added .classroom50.yaml when
the learner accepted the assignment. So only Lessons/ is the learner's, as on Gradescope;
without that history it grades the checkout as it is, and warns. Then it checks every
lesson once with `swift run check-lesson all --format classroom50` and writes what that
prints to result.json: a point per lesson and per test-writing task.

It exits 0 whenever the grader ran, even when lessons fail (result.json says which), and 1,
with an ::error:: line, when swift or the grader could not run. SWIFT names another command
that runs swift, split as a shell would split it.
"""

import json
import os
import shlex
import subprocess
import sys

SCHEMA = "classroom50/result/v1"
MARKER = ".classroom50.yaml"
WORKSHOP_FILES = ["Package.swift", "Solutions", "Tests", "Tools"]


def git(*arguments):
    """What git printed, or None when it failed or is not installed."""
    try:
        # In a container, the checkout belongs to another user than git's.
        run = subprocess.run(
            ["git", "-c", "safe.directory=*", *arguments], capture_output=True, text=True
        )
    except OSError:
        return None
    return run.stdout if run.returncode == 0 else None


def restore_workshop_files():
    """Puts WORKSHOP_FILES back as the baseline holds them; grades as it is when it cannot."""
    added = (git("log", "--reverse", "--first-parent", "--diff-filter=A", "--format=%H",
                 "HEAD", "--", MARKER) or "").split()
    if not added:
        print(f"::warning::No commit added {MARKER}: grading the checkout as it is.")
        return
    baseline = added[0]
    if git("restore", f"--source={baseline}", "--staged", "--worktree", "--",
           *WORKSHOP_FILES) is None:
        print(f"::warning::Could not restore the workshop's files from {baseline[:7]}: "
              "grading the checkout as it is.")
        return
    print(f"Restored {', '.join(WORKSHOP_FILES)} as the baseline {baseline[:7]} holds them.")


def fail(message):
    print(f"::error::{message}")
    return 1


def main():
    # Each line reaches the log before what swift prints after it.
    sys.stdout.reconfigure(line_buffering=True)
    restore_workshop_files()
    swift = shlex.split(os.environ.get("SWIFT") or "swift")
    command = [*swift, "run", "check-lesson", "all", "--format", "classroom50"]
    try:
        subprocess.run([*swift, "--version"])
        # The build's messages go to the log; what the grader prints is the result.
        run = subprocess.run(command, stdout=subprocess.PIPE, text=True)
    except OSError as error:
        return fail(f"Could not run swift: {error}")
    # The grader exits 1 while a lesson fails; 64 is a usage error, such as a grader older
    # than --format classroom50.
    if run.returncode not in (0, 1):
        usage = " (a usage error: does this grader know --format classroom50?)"
        return fail(f"`{shlex.join(command)}` exited with {run.returncode}"
                    f"{usage if run.returncode == 64 else ''}.")
    try:
        result = json.loads(run.stdout)
    except ValueError:
        result = None
    if not isinstance(result, dict) or result.get("schema") != SCHEMA:
        return fail(f"`{shlex.join(command)}` printed no {SCHEMA} result.")
    with open("result.json", "w", encoding="utf-8") as file:
        file.write(run.stdout)
    for test in result.get("tests", []):
        print(f"{'PASS' if test.get('passed') else 'FAIL'}  {test.get('test-name')}")
    print(f"{result.get('score')} of {result.get('max-score')} points.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
