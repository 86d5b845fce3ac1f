"""The ALTCHA proof of work that Sagpan's sign-in asks for, solved as the browser does (api/src/captcha.rs).

Shared by the soak (tools/soak/locustfile.py) and the fault tests (tools/faults/faults.py): both sign in through the
real captcha, run with a small SAGPAN_CAPTCHA_MAX_NUMBER so that solving costs milliseconds.
"""

import base64
import hashlib
import json


def solve(challenge: dict) -> str:
    """The `captchaResponse` for a challenge of `GET /api/Captcha/Challenge`."""
    salt = challenge["salt"]
    target = challenge["challenge"]
    for number in range(int(challenge["maxnumber"]) + 1):
        if hashlib.sha256(f"{salt}{number}".encode()).hexdigest() == target:
            solution = {
                "algorithm": challenge["algorithm"],
                "challenge": target,
                "number": number,
                "salt": salt,
                "signature": challenge["signature"],
            }
            return base64.b64encode(json.dumps(solution).encode()).decode()
    raise ValueError("captcha challenge without a solution")
