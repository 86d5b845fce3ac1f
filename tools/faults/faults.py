"""`just faults` (target Q4): the release binary under crashes and outages, each checked by reading the data back.

    python3 tools/faults/faults.py [kill-sqlite] [kill-postgres] [postgres-restart] [smtp-outage]

(no argument: all four, in that order). Each scenario starts its own server on a fresh database with demo members,
drives it from threads as members would, breaks something, and then reads back, through the API and straight from
the database, what the members were told was done:

- kill-sqlite / kill-postgres: `kill -9` of the server in the middle of a stream of writes (connection requests,
  partner-preference edits, photo uploads, tickets). After the restart every write answered 2xx is there, nothing is
  half-written (a photo row without its file, a request without its notification, a ticket without its message), and
  the server started clean (migrations done, health 200, no error in its log).
- postgres-restart: PostgreSQL stopped for a few seconds and started again under load. Every answer during the outage
  is 2xx or a 503 problem (never a 500, never a refused connection), the server answers 2xx again by itself, and no
  answered write is lost.
- smtp-outage: the SMTP server (tools/faults/smtp_sink.py) down for SMTP_OUTAGE_SECONDS (60) while the load queues
  e-mails. Once it is back every queued e-mail is delivered and none twice (the sink counts Message-IDs, which the
  server derives from the queue row).

Prints what each scenario wrote and found again; exits 1 on the first broken promise.
"""

import base64
import binascii
import json
import os
import random
import signal
import sqlite3
import struct
import subprocess
import sys
import threading
import time
import zlib
from collections import Counter

import requests

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "soak"))
from sagpan_captcha import solve  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
BIN = os.environ.get("SAGPAN_BINARY") or os.path.join(TARGET, "release", "sagpan")
OUT = os.path.join(TARGET, "faults")
PASSWORD = "faults-password-1"
PG_ADMIN = ["psql", "-q", "-h", "127.0.0.1", "-U", "postgres", "-d", "test"]
PG_URL = "postgres://postgres@127.0.0.1:5432/sagpan_faults"
PG_VERSION = sorted(os.listdir("/etc/postgresql"))[0] if os.path.isdir("/etc/postgresql") else "15"
os.environ.setdefault("PGOPTIONS", "-c client_min_messages=warning")
SMTP_OUTAGE_SECONDS = int(os.environ.get("SMTP_OUTAGE_SECONDS", "60"))


class Broken(Exception):
    pass


def check(condition, message):
    if not condition:
        raise Broken(message)


def free_port():
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def portrait_png(width=300, height=400, seed=0):
    """A real PNG portrait (3:4) that the server decodes, checks and re-encodes; `seed` varies its colours."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", binascii.crc32(body) & 0xFFFFFFFF)

    skin = bytes([150 + seed % 100, 120, 90])
    sky = bytes([200, 220, 250 - seed % 50])
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        for x in range(width):
            face = ((x - width / 2) / (width * 0.3)) ** 2 + ((y - height * 0.4) / (height * 0.28)) ** 2 <= 1
            rows += skin if face else sky
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6))
            + chunk(b"IEND", b""))


# ---------------------------------------------------------------- the server and its database


RUNNING = []  # servers to stop however a scenario ends


class Server:
    def __init__(self, name, database):
        self.name = name
        self.database = database  # "sqlite" or "postgres"
        self.data = os.path.join(OUT, name)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = None
        self.logs = 0
        self.env = dict(os.environ)
        self.env.update(
            SAGPAN_DATA_DIR=self.data,
            SAGPAN_DATABASE_URL=PG_URL if database == "postgres" else "",
            SAGPAN_LISTEN=f"127.0.0.1:{self.port}",
            SAGPAN_CAPTCHA_MAX_NUMBER="10000",
            SAGPAN_LOG_FORMAT="text",
            RUST_LOG="warn",
        )

    def fresh(self, members):
        subprocess.run(["rm", "-rf", self.data], check=True)
        os.makedirs(self.data)
        if self.database == "postgres":
            subprocess.run(PG_ADMIN + ["-c", "drop database if exists sagpan_faults", "-c",
                                       "create database sagpan_faults"], check=True)
        subprocess.run([BIN, "demo-data", "--profiles", str(members), "--password", PASSWORD], env=self.env,
                       check=True, stdout=subprocess.DEVNULL)

    def start(self, extra=None):
        self.logs += 1
        env = dict(self.env, **(extra or {}))
        self.log_path = os.path.join(self.data, f"server-{self.logs}.log")
        self.proc = subprocess.Popen([BIN], env=env, stdout=open(self.log_path, "w"), stderr=subprocess.STDOUT)
        RUNNING.append(self)
        started = time.monotonic()
        while time.monotonic() - started < 30:
            check(self.proc.poll() is None, f"the server exited at start: {open(self.log_path).read()[-2000:]}")
            try:
                if requests.get(f"{self.url}/api/health", timeout=1).status_code == 200:
                    return time.monotonic() - started
            except requests.RequestException:
                pass
            time.sleep(0.1)
        raise Broken("the server did not answer /api/health within 30 s")

    def kill9(self):
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=30)

    def log_errors(self):
        text = open(self.log_path).read()
        return [line for line in text.splitlines() if " ERROR " in line or "panicked" in line]

    def sql(self, query):
        if self.database == "sqlite":
            with sqlite3.connect(os.path.join(self.data, "sagpan.db")) as db:
                return db.execute(query).fetchall()
        out = subprocess.run(["psql", "-h", "127.0.0.1", "-U", "postgres", "-d", "sagpan_faults", "-AtF", "\t", "-c",
                              query], check=True, capture_output=True, text=True).stdout
        return [tuple(int(v) if v.lstrip("-").isdigit() else v for v in line.split("\t"))
                for line in out.splitlines() if line]

    def members(self, count):
        """`count` demo members of each gender, as (member id, number of the demo e-mail)."""
        # A private member's profile opens only to those she wrote to first (rule 47), so a request to her is
        # refused as not found: the writers take members who are not private.
        rows = self.sql("select m.id, m.email, p.gender from member m join profile p on p.member_id = m.id "
                        "where m.email like 'demo%' and not m.private_mode order by m.id")
        by_gender = {1: [], 0: []}
        for member_id, email, gender in rows:
            by_gender[1 if gender in (1, "t", True) else 0].append((member_id, email))
        return by_gender[1][:count], by_gender[0][:count]


class Member:
    def __init__(self, server, member_id, email):
        self.server = server
        self.id = member_id
        self.email = email
        self.session = requests.Session()
        challenge = self.session.get(f"{server.url}/api/Captcha/Challenge", timeout=10).json()
        r = self.session.post(f"{server.url}/api/Account/Login", timeout=30, json={
            "username": email, "password": PASSWORD, "captchaResponse": solve(challenge)})
        check(r.status_code == 200, f"sign-in of {email}: {r.status_code} {r.text[:200]}")
        self.session.headers["Authorization"] = f"Bearer {r.json()['accessToken']}"
        self.session.headers["Accept-Language"] = "en"

    def call(self, method, path, **kwargs):
        return self.session.request(method, f"{self.server.url}{path}", timeout=15, **kwargs)


# ---------------------------------------------------------------- writes and what they promised


class Ledger:
    """What the server answered 2xx (promised), and what was in flight when it went away (may or may not be there)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.done = {"request": [], "preference": {}, "photo": [], "ticket": []}
        self.in_flight = {"preference": {}}
        self.answers = Counter()
        self.bad = []

    def note(self, kind, status, problem=None):
        with self.lock:
            self.answers[(kind, status)] += 1
            if problem:
                self.bad.append(problem)


def writer(members, partners, ledger, stop, allowed=(200,), pause=0.0):
    """One member after another: a connection request, a preference edit, a photo, a ticket, round and round."""
    sent = {m.id: 0 for m in members}
    photos = {m.id: 0 for m in members}
    step = 0
    while not stop.is_set():
        kind = ["request", "preference", "photo", "ticket"][step % 4]
        member = members[(step // 4) % len(members)]
        step += 1
        try:
            if kind == "request":
                if sent[member.id] >= 5 or not partners[member.id]:
                    continue
                receiver = partners[member.id].pop()
                sent[member.id] += 1
                r = member.call("POST", "/api/Match/sendConnectRequest", json={"memberId": receiver})
                if r.status_code == 200:
                    with ledger.lock:
                        ledger.done["request"].append((member.id, receiver, r.json()["requestId"]))
            elif kind == "preference":
                age_to = random.randint(30, 60)
                with ledger.lock:
                    ledger.in_flight["preference"][member.id] = age_to
                r = member.call("POST", "/api/Profile/PartnerPreferenceAddEdit", json={"ageFrom": 21, "ageTo": age_to})
                if r.status_code == 200:
                    with ledger.lock:
                        ledger.done["preference"][member.id] = age_to
            elif kind == "photo":
                if photos[member.id] >= 4:
                    continue
                photos[member.id] += 1
                files = {"ProfileImage": ("portrait.png", portrait_png(seed=step), "image/png")}
                r = member.call("PUT", "/api/MemberImage/UploadPhoto", files=files)
                if r.status_code == 200:
                    with ledger.lock:
                        ledger.done["photo"].append((member.id, r.json()["photoId"]))
            else:
                topic = f"Fault test {member.id}-{step}"
                r = member.call("POST", "/api/Ticket/NewTicket", files={"topic": (None, topic),
                                                                        "message": (None, "Is my data safe?")})
                if r.status_code == 200:
                    with ledger.lock:
                        ledger.done["ticket"].append((member.id, r.json()["ticketId"], topic))
            problem = None
            if r.status_code not in allowed:
                problem = f"{kind}: {r.status_code} {r.text[:300]}"
            elif r.status_code == 503:
                ct = r.headers.get("content-type", "")
                if "problem+json" not in ct or r.json().get("status") != 503:
                    problem = f"{kind}: 503 without a problem: {ct} {r.text[:200]}"
            ledger.note(kind, r.status_code, problem)
        except requests.RequestException as e:
            ledger.note(kind, "no answer", None if "no answer" in allowed else f"{kind}: no answer ({e!r})"[:300])
        if pause:
            time.sleep(pause)


def run_writers(server, count, seconds_or_event, allowed=(200,), before_stop=None):
    """`count` men and `count` women signed in, writing from 4 threads; requests go man to woman."""
    men, women = server.members(count)
    signed = [Member(server, mid, email) for mid, email in men + women]
    women_ids = [m.id for m in signed[len(men):]]
    partners = {m.id: (random.sample(women_ids, len(women_ids)) if i < len(men) else [])
                for i, m in enumerate(signed)}
    ledger = Ledger()
    stop = threading.Event()
    threads = [threading.Thread(target=writer, args=(signed[i::4], partners, ledger, stop, allowed), daemon=True)
               for i in range(4)]
    for t in threads:
        t.start()
    if before_stop:
        before_stop(ledger)
    else:
        time.sleep(seconds_or_event)
    stop.set()
    for t in threads:
        t.join(timeout=30)
    return ledger, signed


def summary(ledger):
    return ", ".join(f"{k}: {len(v)}" for k, v in ledger.done.items())


def verify(server, ledger, signed):
    """Everything answered 2xx is there, and nothing is half-written."""
    found = {}
    requests_there = {row[0] for row in server.sql("select id from connection_request")}
    missing = [r for r in ledger.done["request"] if r[2] not in requests_there]
    check(not missing, f"answered requests missing after the restart: {missing[:5]}")
    found["request"] = len(ledger.done["request"])
    orphans = server.sql("select r.id from connection_request r where not exists (select 1 from notification n "
                         "where n.connection_request_id = r.id)")
    check(not orphans, f"requests without their notification: {orphans[:5]}")

    photos = {row[0]: row[1] for row in server.sql("select id, storage_key from photo")}
    missing = [p for p in ledger.done["photo"] if p[1] not in photos]
    check(not missing, f"answered photos missing: {missing[:5]}")
    # Each photo is four files (api/src/photos/mod.rs): every one of them is there for every row.
    without_file = [f"{key}-{size}.jpg" for key in photos.values() for size in ("small", "medium", "large", "blurred")
                    if not os.path.isfile(os.path.join(server.data, "photos", f"{key}-{size}.jpg"))]
    check(not without_file, f"photo rows without their file: {without_file[:5]}")
    found["photo"] = len(ledger.done["photo"])

    tickets = {row[0]: row[1] for row in server.sql("select id, topic from ticket")}
    missing = [t for t in ledger.done["ticket"] if tickets.get(t[1]) != t[2]]
    check(not missing, f"answered tickets missing: {missing[:5]}")
    bare = server.sql("select t.id from ticket t where not exists (select 1 from ticket_message m "
                      "where m.ticket_id = t.id)")
    check(not bare, f"tickets without their message: {bare[:5]}")
    found["ticket"] = len(ledger.done["ticket"])

    ages = {row[0]: row[1] for row in server.sql("select member_id, age_to from partner_preference")}
    for member_id, age_to in ledger.done["preference"].items():
        later = ledger.in_flight["preference"].get(member_id)
        check(ages.get(member_id) in (age_to, later),
              f"member {member_id}'s preference is {ages.get(member_id)}, answered {age_to} (in flight: {later})")
    found["preference"] = len(ledger.done["preference"])

    # And through the API, as the members see it: each member's own tickets and sent requests.
    by_id = {m.id: m for m in signed}
    for member_id, ticket_id, topic in ledger.done["ticket"][:20]:
        r = by_id[member_id].call("GET", f"/api/Ticket/{ticket_id}")
        check(r.status_code == 200 and r.json()["topic"] == topic, f"ticket {ticket_id} through the API: {r.status_code}")
    for sender, receiver, _ in ledger.done["request"][:20]:
        r = by_id[sender].call("POST", "/api/Inbox/SentList", json={"pageIndex": 1, "pageSize": 50})
        check(r.status_code == 200 and receiver in [c["memberId"] for c in r.json()["result"]],
              f"request {sender} -> {receiver} not in the sender's sent list")
    return found


# ---------------------------------------------------------------- the scenarios


def kill_during_writes(database):
    server = Server(f"kill-{database}", database)
    server.fresh(400)
    server.start()

    def kill_midway(ledger):
        # In the middle of the stream: once every kind of write has been answered a few times (or after 60 s).
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with ledger.lock:
                if all(len(done) >= 20 for done in ledger.done.values()):
                    break
            time.sleep(0.05)
        server.kill9()

    ledger, signed = run_writers(server, 20, None, allowed=(200, "no answer"), before_stop=kill_midway)
    check(not ledger.bad, f"unexpected answers before the kill: {ledger.bad[:5]}")
    print(f"  answered 2xx before kill -9: {summary(ledger)}; calls cut off by the kill: "
          f"{sum(c for (k, s), c in ledger.answers.items() if s == 'no answer')}")
    took = server.start()
    errors = server.log_errors()
    check(not errors, f"the restarted server logged errors: {errors[:5]}")
    for member in signed:  # the sign-ins survive the crash: the same tokens work
        check(member.call("GET", "/api/Profile").status_code == 200, f"member {member.id} lost the sign-in")
    found = verify(server, ledger, signed)
    print(f"  restarted clean in {took:.1f} s; found again: {found}; half-written: none")
    server.stop()


def pg_ctl(*action, check=True):
    """Stops or starts this machine's PostgreSQL cluster (`pg_ctlcluster`, as `env` says)."""
    subprocess.run(["pg_ctlcluster", "--skip-systemctl-redirect", PG_VERSION, "main", *action], check=check,
                   capture_output=not check)


def postgres_restart():
    server = Server("postgres-restart", "postgres")
    server.fresh(400)
    server.start()
    timeline = {}

    def outage(ledger):
        time.sleep(3)
        timeline["stop"] = time.monotonic()
        pg_ctl("stop", "-m", "fast")
        time.sleep(5)
        pg_ctl("start")
        timeline["start"] = time.monotonic()
        with ledger.lock:
            timeline["answers_at_start"] = Counter(ledger.answers)
        # The server finds the database again by itself: health 200 and writes answered 2xx, no restart.
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if requests.get(f"{server.url}/api/health", timeout=2).status_code == 200:
                timeline["healthy"] = time.monotonic()
                break
            time.sleep(0.2)
        time.sleep(5)

    try:
        ledger, signed = run_writers(server, 20, None, allowed=(200, 503), before_stop=outage)
    finally:
        pg_ctl("start", check=False)
    check(not ledger.bad, f"answers other than 2xx or a 503 problem: {ledger.bad[:5]}")
    check("healthy" in timeline, "the server did not find PostgreSQL again within 30 s")
    outage_answers = Counter({k: v for k, v in ledger.answers.items() if k[1] == 503})
    after = Counter(ledger.answers)
    after.subtract(timeline["answers_at_start"])
    ok_after = sum(v for (k, s), v in after.items() if s == 200)
    check(ok_after > 0, "no write was answered 2xx after PostgreSQL came back")
    print(f"  PostgreSQL down {timeline['start'] - timeline['stop']:.1f} s; 503 problems: {sum(outage_answers.values())}"
          f" ({dict((k, v) for (k, s), v in outage_answers.items())}); healthy again "
          f"{timeline['healthy'] - timeline['start']:.1f} s after it started; 2xx after: {ok_after}")
    errors = [e for e in server.log_errors() if "panicked" in e]
    check(not errors, f"the server panicked: {errors[:3]}")
    found = verify(server, ledger, signed)
    print(f"  answered 2xx: {summary(ledger)}; found again: {found}")
    server.stop()


def smtp_outage():
    server = Server("smtp-outage", "sqlite")
    server.fresh(400)
    sink_port = free_port()
    box = os.path.join(server.data, "sink")
    os.makedirs(box)
    sink_cmd = [sys.executable, os.path.join(ROOT, "tools", "faults", "smtp_sink.py"), str(sink_port), box]
    sink = subprocess.Popen(sink_cmd)
    time.sleep(1)
    server.start({"SAGPAN_SMTP_URL": f"smtp://127.0.0.1:{sink_port}"})
    timeline = {}

    def outage(ledger):
        time.sleep(3)
        sink.terminate()
        sink.wait()
        timeline["down"] = time.monotonic()
        time.sleep(SMTP_OUTAGE_SECONDS)
        timeline["queued_while_down"] = server.sql("select count(*) from mail_queue where sent_at is null")[0][0]
        timeline["sink"] = subprocess.Popen(sink_cmd)
        timeline["up"] = time.monotonic()

    ledger, signed = run_writers(server, 20, None, allowed=(200,), before_stop=outage)
    check(not ledger.bad, f"unexpected answers: {ledger.bad[:5]}")
    queued = server.sql("select count(*) from mail_queue")[0][0]
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        unsent = server.sql("select count(*) from mail_queue where sent_at is null")[0][0]
        if unsent == 0:
            break
        time.sleep(2)
    drained = time.monotonic() - timeline["up"]
    check(unsent == 0, f"{unsent} e-mails still unsent 10 minutes after the SMTP server came back")
    time.sleep(1)
    timeline["sink"].terminate()
    timeline["sink"].wait()
    ids = Counter(open(os.path.join(box, "ids.txt")).read().split()) if os.path.exists(os.path.join(box, "ids.txt")) \
        else Counter()
    rows = [row[0] for row in server.sql("select id from mail_queue")]
    delivered = {int(message_id.strip("<>").split(".")[0]) for message_id in ids}
    twice = [m for m, c in ids.items() if c > 1]
    missing = sorted(set(rows) - delivered)
    check(not twice, f"e-mails delivered twice: {twice[:5]}")
    check(not missing, f"queued e-mails never delivered: {missing[:5]}")
    check(len(ids) == len(rows), f"{len(ids)} delivered for {len(rows)} queued")
    print(f"  SMTP down {SMTP_OUTAGE_SECONDS} s under load: {timeline['queued_while_down']} e-mails waiting at its "
          f"return; {queued} queued in all, {len(ids)} delivered, each once; queue drained {drained:.0f} s after it "
          f"came back; writes answered 2xx: {summary(ledger)}")
    server.stop()


SCENARIOS = {
    "kill-sqlite": lambda: kill_during_writes("sqlite"),
    "kill-postgres": lambda: kill_during_writes("postgres"),
    "postgres-restart": postgres_restart,
    "smtp-outage": smtp_outage,
}


def main():
    chosen = sys.argv[1:] or list(SCENARIOS)
    os.makedirs(OUT, exist_ok=True)
    for name in chosen:
        print(f"== {name}", flush=True)
        started = time.monotonic()
        try:
            SCENARIOS[name]()
        except Broken as e:
            print(f"  FAILED: {e}")
            return 1
        finally:
            for server in RUNNING:
                if server.proc.poll() is None:
                    server.proc.kill()
                    server.proc.wait()
            RUNNING.clear()
        print(f"  passed in {time.monotonic() - started:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
