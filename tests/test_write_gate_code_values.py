"""The write gate on code whose secret-named "value" is code, not a value.

A probe of public scanner rules' negative examples (Nosey Parker's, read as a probe, not held
out and not copied here) showed the password rule refusing ordinary code: a shell quoting a
variable inside quotes, an ARN under a policy's name, a page's anchor under a field's name, a
PHP string closed and concatenated, a UI label ending in a colon, and a "not set" fallback.
Each shape below is written for this project; each keeps its twin with a real literal refused.
On the code before the fix 6 of these 12 look-alikes were refused (the first of each pair);
the probe's negative examples refused went from 46 to 39 of 143 and its positive examples
caught stayed 290 of 430.
"""

from __future__ import annotations

import pytest

from credentials import random_chars
from memlane.core.privacy import find_credentials

LOOKALIKE_CODE = [
    # a shell variable quoted inside quotes: the value is the variable
    "- echo 'export DATABASE_PASSWORD=\"'$BUILD_DB_PASSWORD'\"' >> .env",
    "run: echo \"SMTP_PASSWORD='${{ secrets.SMTP_PASSWORD }}'\" >> $GITHUB_ENV",
    # an ARN names a managed policy or a secret's resource, never the secret
    'ResetUserPassword = "arn:aws:iam::aws:policy/IAMUserChangePassword"',
    "rotation_secret = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db-creds'",
    # a page's anchor or a CSS selector under a field's name
    'this.confirmPassword = "#confirm-password";',
    "const tokenField = '.api-token-input';",
    # a PHP / Perl string closed and concatenated: the quote after `=` closes the string
    "echo 'password = '.$cfg['mail']['password'].\"\\n\";",
    "print 'token: ' . $self->{token} . \"\\n\";",
    # a UI label whose text ends in a colon
    'labels = {usernameLabel:"Username:",passwordLabel:"Password:",submit:"Sign in"}',
    "i18n: {'Password:': 'Mot de passe :', 'Token:': 'Jeton :'}",
    # a fallback that says nothing was set
    'const password = process.env.SMTP_PASSWORD || "not-set";',
    "api_key = os.environ.get('API_KEY') or 'not_configured'",
]


# PowerShell's one-dash parameters name their references, types and prose as well
LOOKALIKE_DASH_PARAMETERS = [
    "Use the -Password parameter with a SecureString.",
    "Connect-VIServer -Server vc.lab.local -User $user -Password $pass",
    "-Password (ConvertTo-SecureString $plain -AsPlainText -Force)",
    "openssl rsa -in key.pem -passin env:KEY_PASS -out plain.pem",
    "-Password $cred.GetNetworkCredential().Password",
    "New-ADUser -AccountPassword (Read-Host -AsSecureString 'Password')",
    "the one-time -token flow signs the request",
    "gpg --batch -passphrase-fd 0 --decrypt notes.gpg",
    "Add-Key -Key ./secrets/id_ed25519",
    "set -Password to a value of your choice",
    "New-AzADServicePrincipal -TokenLifetime 3600",
    "Start-Process pwsh -Credential $cred",
    "Set-AzKeyVaultSecret -VaultName kv -Name db -SecretValue $secure",
    "Publish-Module -Name Tools -NuGetApiKey $env:NUGET_API_KEY",
    '-Secret "{{ vault_secret }}"',
]


def _secret() -> str:
    return random_chars(6) + "#" + random_chars(7) + "!"


def test_code_under_a_secret_name_is_no_credential() -> None:
    flagged = [text for text in LOOKALIKE_CODE if find_credentials(text)]
    assert flagged == []


def test_one_dash_parameters_name_references_and_types() -> None:
    assert [text for text in LOOKALIKE_DASH_PARAMETERS if find_credentials(text)] == []


@pytest.mark.parametrize(
    "template",
    [
        "Connect-VIServer -Server vc.lab.local -User administrator -Password {s}",
        "Invoke-Sqlcmd -ServerInstance db1 -Username sa -Password '{s}' -Query 'SELECT 1'",
        'New-LocalUser -Name svc -Password "{s}"',
        "Get-Report -Token:{s}{s}",
    ],
)
def test_a_one_dash_password_parameter_is_refused(template: str) -> None:
    """Nosey Parker's VMware rule showed the shape: the `--flag` rule needs two dashes."""
    assert find_credentials(template.format(s=_secret()))


@pytest.mark.parametrize(
    "template",
    [
        "export DATABASE_PASSWORD=\"'{s}'\"",  # a literal inside the inner quotes is a literal
        'ResetUserPassword = "{s}"',
        'this.confirmPassword = "#{s}";',
        "$password = '{s}';",
        '{{"username":"ana","password":"{s}"}}',  # JSON: a quote between the key and its colon
        'const password = process.env.SMTP_PASSWORD || "{s}";',
    ],
)
def test_a_literal_in_the_same_places_is_still_refused(template: str) -> None:
    assert find_credentials(template.format(s=_secret()))
