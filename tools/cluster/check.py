#!/usr/bin/env python3
"""`just cluster-check`: drives the three instances of `just cluster` through the proxy, as a member's browser would.

A member signs up (the code comes from the shared outbox), opens the live event stream, then signs out; the sign-out
is a later request, so the round robin mostly hands it to another instance than the stream's, and the stream must
still hear it. Twenty rounds (CLUSTER_ROUNDS), signing in again each time; prints how long the sign-out took to reach
the stream across instances. Exits non-zero when a stream did not hear its sign-out, or when the three instances did
not all answer. Python's standard library only.
"""

import base64
import email
import glob
import hashlib
import http.client
import json
import os
import re
import sys
import time
import urllib.parse
import urllib.request

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080"
OUTBOX = os.path.join(os.path.dirname(__file__), "..", "..", "data", "cluster", "outbox")
served_by = set()


def call(method, path, body=None, token=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(BASE + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    request.add_header("Accept-Language", "en")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request, timeout=10) as answer:
        served_by.add(answer.headers.get("X-Served-By"))
        text = answer.read().decode()
        return answer.headers.get("X-Served-By"), json.loads(text) if text else None


def solved_captcha():
    """Solves a challenge as the browser's ALTCHA widget does."""
    _, challenge = call("GET", "/api/Captcha/Challenge")
    for number in range(challenge["maxnumber"] + 1):
        if hashlib.sha256(f"{challenge['salt']}{number}".encode()).hexdigest() == challenge["challenge"]:
            solution = {key: challenge[key] for key in ("algorithm", "challenge", "salt", "signature")}
            solution["number"] = number
            return base64.b64encode(json.dumps(solution).encode()).decode()
    sys.exit("the captcha challenge has no solution")


def code_for(address):
    for _ in range(100):
        for path in sorted(glob.glob(os.path.join(OUTBOX, "*.eml")), reverse=True):
            message = email.message_from_bytes(open(path, "rb").read())
            if message["To"] == address:
                for part in message.walk():
                    if part.get_content_type() == "text/plain":
                        found = re.search(r"(?m)^\s+(\d{6})\s*$", part.get_payload(decode=True).decode())
                        if found:
                            return found.group(1)
        time.sleep(0.1)
    sys.exit(f"no code for {address} in {OUTBOX}")


def heard_sign_out(signed):
    """Opens the event stream of a sign-in and signs it out by a later request; answers the stream's instance, the
    sign-out's, and the seconds from sending the sign-out to the stream hearing it (None when it did not)."""
    _, ticket = call("POST", "/api/Notification/StreamTicket", {}, signed["accessToken"])
    url = urllib.parse.urlsplit(BASE)
    stream = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    stream.request("GET", f"/api/Notification/Stream?ticket={ticket['ticket']}&lang=en")
    answer = stream.getresponse()
    stream_instance = answer.getheader("X-Served-By")
    served_by.add(stream_instance)
    sent = time.monotonic()
    logout_instance, _ = call("POST", "/api/Account/Logout", {"refreshToken": signed["refreshToken"]})
    heard = b""
    while b"Logout" not in heard:
        line = answer.readline()
        if not line:
            break
        heard += line
    took = time.monotonic() - sent if b"Logout" in heard else None
    stream.close()
    return stream_instance, logout_instance, took


def main():
    rounds = int(os.environ.get("CLUSTER_ROUNDS", "20"))
    for _ in range(6):
        call("GET", "/api/health")
    stamp = int(time.time() * 1000)
    address = f"cluster{stamp}@sagpan.test"
    password = "cluster-check-42"
    registration = {
        "firstName": "Asha", "lastName": "Patel", "email": address, "countryCode": "+91",
        "phoneNumber": f"98{stamp % 10**8:08}", "password": password, "confirmPassword": password,
        "termsAccepted": True, "language": "en", "captchaResponse": solved_captcha(),
    }
    call("POST", "/api/Account/Register", registration)
    _, signed = call("POST", "/api/Account/VerifyOTP", {"email": address, "otp": code_for(address)})
    across, missed = [], 0
    for round in range(rounds):
        if round:
            login = {"username": address, "password": password, "captchaResponse": solved_captcha()}
            _, signed = call("POST", "/api/Account/Login", login)
        stream_instance, logout_instance, took = heard_sign_out(signed)
        if took is None:
            missed += 1
            print(f"stream held by {stream_instance}, sign-out through {logout_instance}: NOT heard")
        elif stream_instance != logout_instance:
            across.append(took)
    answered = sorted(s for s in served_by if s)
    across.sort()
    print(f"{rounds} sign-outs, {len(across)} of them through another instance than the stream's; {missed} not heard")
    if across:
        print(f"from sending the sign-out to the stream hearing it, across instances: median "
              f"{across[len(across) // 2] * 1000:.1f} ms, slowest {across[-1] * 1000:.1f} ms")
    print(f"instances that answered: {answered}")
    if missed or not across or len(answered) != 3:
        sys.exit(1)


main()
