"""Makes the callers the contract tests need on a Sagpan server and prints them as shell exports:
two approved members (registered, e-mail confirmed, wizard done, approved by the moderator): one for every member
call, one for the calls that deactivate, reactivate or delete the account; and the moderator.

The server must run with the captcha off and write mail to its outbox folder (no SAGPAN_SMTP_URL), which is how
`just contract` starts it. Standard library only.

    python3 tools/contract/setup.py http://127.0.0.1:8080 <data folder> <moderator e-mail> <moderator password>
"""

import email
import json
import pathlib
import re
import struct
import sys
import time
import urllib.error
import urllib.request
import uuid
import zlib

BASE, DATA, MOD_EMAIL, MOD_PASSWORD = sys.argv[1].rstrip("/"), pathlib.Path(sys.argv[2]), sys.argv[3], sys.argv[4]


def call(method, path, body=None, token=None, raw=None, content_type="application/json"):
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    request = urllib.request.Request(BASE + path, data=data, method=method)
    request.add_header("Accept-Language", "en")
    if data is not None:
        request.add_header("Content-Type", content_type)
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        sys.exit(f"{method} {path}: {error.code} {error.read().decode(errors='replace')}")


def code_for(address):
    """The six digits in the newest outbox message to `address`."""
    for _ in range(200):
        for path in sorted((DATA / "outbox").glob("*.eml"), reverse=True):
            message = email.message_from_bytes(path.read_bytes())
            if message["To"] != address:
                continue
            for part in message.walk():
                if part.get_content_type() == "text/plain":
                    found = re.search(r"^\s+(\d{6})\s*$", part.get_payload(decode=True).decode(), re.M)
                    if found:
                        return found.group(1)
        time.sleep(0.05)
    sys.exit(f"no code for {address} in {DATA / 'outbox'}")


def png(width, height):
    rows = b"".join(b"\x00" + bytes([120, 150, 90]) * width for _ in range(height))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def occupation(kind):
    occupations = call("GET", f"/api/Occupation/Name?OccupationType={kind}")["result"]
    return occupations[0]["id"]


def approved_member(moderator):
    """Registers, confirms, profiles and approves a new member; answers a fresh access token."""
    tag = uuid.uuid4().hex[:8]
    address = f"contract-{tag}@example.com"
    password = "Contract#Member-2026"
    call("POST", "/api/Account/Register", {
        "firstName": "Meera", "lastName": "Patel", "email": address, "countryCode": "+91",
        "phoneNumber": "9" + str(int(tag, 16))[-9:].rjust(9, "0"), "password": password, "confirmPassword": password,
        "termsAccepted": True, "language": "en",
    })
    member = call("POST", "/api/Account/VerifyOTP", {"email": address, "otp": code_for(address)})
    token = member["accessToken"]
    call("POST", "/api/CreateProfile/PersonalDetails", {
        "firstName": "Meera", "lastName": "Patel", "communityId": 3, "maritalStatus": 1, "anyDisability": False,
        "heightId": 10, "weight": 55, "birthDate": "1998-04-12", "gender": False,
    }, token)
    call("PUT", "/api/CreateProfile/FamilyDetails", {
        "fatherName": "Ramesh", "fatherOccupationId": occupation(3), "noOfBrother": 1, "noOfSister": 0,
        "nativePlace": "Aithor", "nativeDistrict": "Mehsana", "nativeTaluko": "Unjha",
        "parentPhone1Code": "+91", "parentPhone1": "9825012345",
    }, token)
    call("PUT", "/api/CreateProfile/ProfessionalDetails", {
        "isNRI": False, "stateId": 12, "city": "Ahmedabad", "educationId": 1, "occupationId": occupation(1),
    }, token)
    boundary = uuid.uuid4().hex
    form = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"ProfileImage\"; filename=\"me.png\"\r\n"
            f"Content-Type: image/png\r\n\r\n").encode() + png(300, 400) + f"\r\n--{boundary}--\r\n".encode()
    call("PUT", "/api/CreateProfile/UploadPhoto", raw=form, token=token,
         content_type=f"multipart/form-data; boundary={boundary}")
    call("POST", "/api/Admin/ApproveProfile", {"memberId": member["user"]["memberId"]}, moderator)
    # A fresh token after the approval, so the member's 15 minutes start now.
    return call("POST", "/api/Account/Login", {"username": address, "password": password})["accessToken"]


moderator = call("POST", "/api/Account/Login", {"username": MOD_EMAIL, "password": MOD_PASSWORD})["accessToken"]
print(f"export SAGPAN_MEMBER_TOKEN={approved_member(moderator)}")
# The calls that take the account out of approval (deactivate, reactivate, delete) get a member of their own, so that
# the first member stays approved for every other call.
print(f"export SAGPAN_ACCOUNT_TOKEN={approved_member(moderator)}")
print(f"export SAGPAN_MODERATOR_TOKEN={moderator}")
