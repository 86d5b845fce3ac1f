"""The soak of `just soak` (target Q1): simulated members driving the member area as the web app does.

Each simulated member is one demo member (`sagpan demo-data`: demo1@example.invalid, demo2@… with one password) who
signs in through the captcha, keeps the notification event stream open for the whole run, and then, with a short think
time between steps, walks the member area: the match lists with "show more", search, a member's details, connection
requests within the quota of 5 a day (rule 7) and the answers to the ones received, the shortlist, the inbox
lists, notifications, a token refresh, and now and then the bio-data PDF.

Every answer that is not 2xx is a failure, except the one the product gives on purpose and the step expects: a
member hidden by a block (the demo data has some) answers 404 to the details, and the simulated member then leaves
them alone, as a member would. Status codes are tallied per call into <SOAK_OUT>/status.json for the report.

Settings (environment): SOAK_PASSWORD (the demo members' password), SOAK_OUT (where status.json goes).
"""

import itertools
import json
import os
import random
import threading
import time
from collections import defaultdict

import gevent
import requests
from locust import FastHttpUser, between, events, task

from sagpan_captcha import solve

PASSWORD = os.environ.get("SOAK_PASSWORD", "soak-password-1")
OUT = os.environ.get("SOAK_OUT", ".")
QUOTA = 5  # shared::limits::MAX_CONNECT_PER_24H

_numbers = itertools.count(1)
_lock = threading.Lock()
# Signed-in simulated members by gender (True: male), so that requests go between simulated members and are answered.
_members: dict[bool, list[int]] = {True: [], False: []}
_status: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
_streams = {"opened": 0, "events": 0, "broken": 0}

LISTS = ["/api/Match/New", "/api/Match", "/api/Match/MatchedList", "/api/Match/RecentList"]
INBOX = ["/api/Inbox/SentList", "/api/Inbox/ReceivedList", "/api/Inbox/AcceptedList", "/api/Inbox/DeclinedList"]
PROFILE_LISTS = ["/api/Profile/ShortListed", "/api/Profile/ShortListedMe", "/api/Profile/VisitedMe"]


@events.request.add_listener
def _tally(request_type, name, response, exception, **_kwargs):
    code = getattr(response, "status_code", None) or 0
    _status[f"{request_type} {name}"][int(code)] += 1


@events.quitting.add_listener
def _write_status(environment, **_kwargs):
    with open(os.path.join(OUT, "status.json"), "w") as f:
        json.dump({"status": _status, "streams": _streams}, f, indent=1, sort_keys=True)


class Member(FastHttpUser):
    wait_time = between(0.5, 2.0)

    def on_start(self):
        self.number = next(_numbers)
        self.lang = "gu" if random.random() < 0.7 else "en"
        self.cards: list[dict] = []
        self.sent: set[int] = set()
        self.shortlisted: set[int] = set()
        self.hidden: set[int] = set()
        self.stream = None
        self.sign_in()
        me = self.get("/api/Profile").json()
        self.member_id = me["id"]
        self.male = bool(me.get("gender"))
        with _lock:
            _members[self.male].append(self.member_id)
        self.stream = gevent.spawn(self.hold_stream)

    def on_stop(self):
        if self.stream is not None:
            self.stream.kill(block=False)

    # ---------- calls ----------

    def headers(self):
        return {"Authorization": f"Bearer {self.access}", "Accept-Language": self.lang}

    def post(self, path, body=None, name=None):
        with self.client.post(path, json=body or {}, headers=self.headers(), name=name or path, catch_response=True) as r:
            if r.status_code // 100 != 2:
                r.failure(f"{r.status_code}: {r.text[:200]}")
            return r

    def get(self, path, name=None, expect=(200,)):
        with self.client.get(path, headers=self.headers(), name=name or path, catch_response=True) as r:
            if r.status_code in expect:
                r.success()
            else:
                r.failure(f"{r.status_code}: {r.text[:200]}")
            return r

    def sign_in(self):
        challenge = self.client.get("/api/Captcha/Challenge").json()
        r = self.client.post(
            "/api/Account/Login",
            json={
                "username": f"demo{self.number}@example.invalid",
                "password": PASSWORD,
                "captchaResponse": solve(challenge),
            },
            headers={"Accept-Language": self.lang},
        )
        answer = r.json()
        self.access = answer["accessToken"]
        self.refresh_token = answer["refreshToken"]

    def hold_stream(self):
        """The event stream the web app keeps open: a ticket, then `GET /api/Notification/Stream` read until the end."""
        name = "/api/Notification/Stream (opened)"
        try:
            ticket = self.post("/api/Notification/StreamTicket").json()["ticket"]
            started = time.perf_counter()
            with requests.get(
                f"{self.host}/api/Notification/Stream",
                params={"ticket": ticket, "lang": self.lang},
                stream=True,
                timeout=(10, 60),
            ) as r:
                elapsed = (time.perf_counter() - started) * 1000
                events.request.fire(
                    request_type="GET",
                    name=name,
                    response_time=elapsed,
                    response_length=0,
                    response=r,
                    exception=None if r.status_code == 200 else Exception(f"{r.status_code}"),
                    context={},
                )
                if r.status_code != 200:
                    return
                _streams["opened"] += 1
                for line in r.iter_lines(chunk_size=None):
                    if line.startswith(b"data:"):
                        _streams["events"] += 1
            _streams["broken"] += 1
        except gevent.GreenletExit:
            raise
        except Exception as e:  # a stream that breaks before the run ends is a failure
            _streams["broken"] += 1
            events.request.fire(
                request_type="GET", name="/api/Notification/Stream (broken)", response_time=0,
                response_length=0, response=None, exception=e, context={},
            )

    # ---------- what a member does ----------

    def remember(self, answer):
        cards = answer.get("result") or []
        if cards:
            self.cards = cards

    @task(8)
    def match_list(self):
        path = random.choice(LISTS)
        first = self.post(path, {"pageIndex": 1, "pageSize": 20}).json()
        self.remember(first)
        if first.get("hasMore") and random.random() < 0.5:
            self.remember(self.post(path, {"pageIndex": 2, "pageSize": 20}, name=f"{path} (show more)").json())

    @task(4)
    def search(self):
        age_from = random.randint(20, 35)
        body = {"pageIndex": 1, "pageSize": 20, "ageFrom": age_from, "ageTo": age_from + random.randint(2, 10)}
        if random.random() < 0.5:
            body["maritalStatuses"] = [1]
        answer = self.post("/api/Match/Get", body).json()
        self.remember(answer)
        if answer.get("hasMore") and random.random() < 0.3:
            body["pageIndex"] = 2
            self.remember(self.post("/api/Match/Get", body, name="/api/Match/Get (show more)").json())

    @task(1)
    def quick_search(self):
        if self.cards:
            self.post("/api/Match/Search", {"profileId": random.choice(self.cards)["profileId"]})

    @task(4)
    def details(self):
        if self.cards:
            card = random.choice(self.cards)
            self.get(f"/api/Match/MemberDetails/{card['memberId']}?visit=true", name="/api/Match/MemberDetails/{id}")

    @task(2)
    def connect(self):
        """A request to another simulated member of the other gender, lower number to higher (so that two never ask
        each other at once), after opening their details, while the quota lasts."""
        if len(self.sent) >= QUOTA:
            return
        with _lock:
            others = [m for m in _members[not self.male] if m > self.member_id and m not in self.sent]
        others = [m for m in others if m not in self.hidden]
        if not others:
            return
        target = random.choice(others)
        details = self.get(
            f"/api/Match/MemberDetails/{target}?visit=true", name="/api/Match/MemberDetails/{id}", expect=(200, 404)
        )
        if details.status_code == 404:
            self.hidden.add(target)
            return
        self.sent.add(target)
        self.post("/api/Match/sendConnectRequest", {"memberId": target})

    @task(2)
    def answer_requests(self):
        received = self.post("/api/Inbox/ReceivedList", {"pageIndex": 1, "pageSize": 20}).json()
        pending = [c for c in received.get("result") or [] if (c.get("connection") or {}).get("status") == "received"]
        if pending:
            card = random.choice(pending)
            if random.random() < 0.7:
                self.post("/api/Match/AcceptConnectRequest", {"requestId": card["connection"]["requestId"]})
            else:
                self.post("/api/Match/DeclineConnectRequestByUserId", {"memberId": card["memberId"]})

    @task(2)
    def shortlist(self):
        candidates = [c for c in self.cards if not c.get("isShortlisted") and c["memberId"] not in self.shortlisted]
        if self.shortlisted and random.random() < 0.3:
            member_id = self.shortlisted.pop()
            self.post("/api/Match/RemoveMemberFromShortlist", {"memberId": member_id})
        elif candidates:
            card = random.choice(candidates)
            self.shortlisted.add(card["memberId"])
            self.post("/api/Match/AddMemberToShortlist", {"memberId": card["memberId"]})
        self.post(random.choice(PROFILE_LISTS), {"pageIndex": 1, "pageSize": 20})

    @task(3)
    def inbox(self):
        self.post(random.choice(INBOX), {"pageIndex": 1, "pageSize": 20})

    @task(3)
    def notifications(self):
        self.get("/api/Notification/New")
        if random.random() < 0.5:
            self.post("/api/Notification", {"pageIndex": 1, "pageSize": 20})

    @task(1)
    def profile(self):
        self.get("/api/Profile")

    @task(1)
    def refresh(self):
        r = self.client.post("/api/Account/Refresh", json={"refreshToken": self.refresh_token})
        if r.status_code == 200:
            answer = r.json()
            self.access = answer["accessToken"]
            self.refresh_token = answer["refreshToken"]

    @task(1)
    def biodata(self):
        if random.random() < 0.3:
            self.get("/api/PVBioData/GetPVBioData")
