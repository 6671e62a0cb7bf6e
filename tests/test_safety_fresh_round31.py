"""Write gate, round 31: credentials and personal data written cold, scored before any fix
(issue 19).

Round 30 left three shapes: a diagnosis in the active voice ("Dr. Patel diagnosed Maria
Lopez with …"), `psexec -p … -u …` (the password flag first) and SQL*Plus's own
`sqlplus scott/tiger@orcl` and `connect user/password`; six cases of those, 0 of 6 caught
before the fix. Then ninety-three cases in families rounds 1-30 had not written:
credentials that tools take by position or under a host's name (`poetry config http-basic.X
user pw`, `composer config http-basic.X`, `bundle config HOST user:pw`, Composer's auth.json
`"github-oauth": {"github.com": …}`, `mc alias set NAME URL KEY SECRET`, `mosquitto_passwd
-b`, `jenkins-cli -auth user:token`, `rabbitmqctl change_password`, `net user … /add`,
`echo 'u:pw' | sudo chpasswd`), secrets managers and parameter stores set from a shell (`aws
ssm put-parameter --name …/password --value …`, `gh secret set --body`, `az keyvault secret
set --value`, `doppler secrets set`), CI files (GitLab CI variables, a Jenkinsfile's
environment and a curl inside withCredentials, CircleCI, Azure Pipelines name/value lists,
Drone settings), package managers' credentials (.npmrc `_auth`, Cargo registries, pip.conf,
NuGet's ClearTextPassword, Gradle properties), LDAP (ldapsearch `-D … -w`, nslcd `bindpw`,
slapd `rootpw`, sssd `ldap_default_authtok`), BMCs (racadm, Redfish over curl), network
devices (Cisco type 7 and `enable password`, Junos `plain-text-password-value`, RouterOS
`/user add … password=`, FortiOS `set password`), Wi-Fi QR payloads (`WIFI:T:WPA;S:…;P:…;;`),
databases' and brokers' own commands (CREATE USER … IDENTIFIED BY, ALTER ROLE … PASSWORD,
Kafka SCRAM configs, redis `CONFIG SET requirepass`), SMTP URLs whose user is an address,
and Infisical service tokens (`st.<id>.<hex>.<hex>`, checked on Infisical's own page); and
personal data in eleven languages: a passport number with its holder, a car's plate with its
owner, a named person's salary, a child's name with their school, a named person's sexual
orientation or religion, a criminal record. Eighty-six look-alikes in the same syntaxes:
secret references (`secretKeyRef`, `from_secret`, `credentials('…')`, `${{ secrets.X }}`,
`{{ .Values.x }}`, `$(var)`, `%NUGET_PASSWORD%`), commands reading the secret from a prompt,
a file or a variable, hashed device secrets, format documentation, and the same words with
nobody named ("gay rights", "the Muslim calendar", salary bands, a process "killed", a
server "condamné à redémarrer").

Caught on first contact: 48 of 93 (credentials 45 of 58, personal data 3 of 35: only the
passports, by round 29's rule); look-alikes flagged: 0 of 86. Missed, and now structures:
the password flag before the user flag, Oracle's user/password@db with any password (the
grammar says what the middle is) and SQL*Plus's `connect` at a line's start (a value without
"@db" must look typed), the active voice of a diagnosis with a full name or a clinician as
the subject (core/privacy_logins.py, core/privacy_health.py); credentials by position or
under a host, a value flag after a name flag naming a secret, a mail or FTP URL whose user
is an address (core/privacy_positional.py); `sudo chpasswd` reading "user:password",
`CONFIG SET requirepass|masterauth`, sssd's "authtok" as a password's name, Junos's
plain-text-password-value; a named person's orientation or religion said with a copula, a
criminal record, pay with an amount beside the person, "my daughter <Name>" with a school, a
plate beside a named person (core/privacy_life.py). Still missed, left: `CYPRESS_RECORD_KEY:
<uuid>` (a "record key" is a database's word too; the case is not pinned).

Reworded variants written after those fixes: 34 of 35 caught, 2 of 31 look-alikes flagged.
The miss was `bundle config https://host/path user:pw` (a URL with a path; now read); the
flags were an email address as a composer user (the email rule, by design: the look-alike
now has a plain user) and "Lucía Fernández presentó el informe de salarios del sector:
28.000 € de media" (a report's salaries; the person must now stand next to the pay word,
which is a whole word: "salarios" is not "salario"). Both fixed. Reading the rules back
showed one more: "Notre Dame is a Catholic university" (two capitalised words and "is
Catholic"); a word for orientation or religion now counts only where it closes its clause
("is gay, but …", "ist homosexuell und …", "è cattolica praticante"). "Saudi Arabia is
Muslim and …" is still flagged: a place's two-word name reads as a person's.

Real documentation (not probed before: Flux's website and MinIO's docs; 712 Markdown and
reStructuredText files, 25,872 distinct paragraphs): 53 flagged before (45 not emails), 44
after (36), no paragraph newly flagged by a round-31 rule but one: `mc alias set myminio
https://localhost:9000 minio minio123`, left flagged as `fs.s3a.secret.key=minio123` in the
same docs is (samples written as real ones, rounds 28-30). Fixed by structure: a login pair
whose slash opens a link's or a code span's path (`account:\n[0.29](/blog/…)`, "Storage
Account: `/subscriptions/ID/…`") or whose name is a reStructuredText role
(`:policy-action:`s3:…``); a URL's userinfo read as `key: value` (`://ACCESSKEY:SECRETKEY@`:
the URL rule reads it); a key file's path led by an rST substitution or written with
backslashes (`|certpath|\\minio-kes.key`); SigV4's credential scope (`Credential=AKID/date/
region/s3/aws4_request`: a request's SigV4 Authorization, its signature bound to that one
request, now passes whole; a presigned URL's signature, which anyone may replay until it
expires, is still refused); an elided value in prose (`token: ey1234...`); short base64 with
padding decoding to a word (`passwd: YWRtaW4=`, admin); Groovy's escaped `\\$VAR`. Removing
the scope's flag showed a miss: in `?X-Amz-Credential=…&X-Amz-Signature=…` the search resumed
after the whole query, so the signature went unread; in a query it now resumes after each
key's operator. Left flagged on purpose: MinIO's public play credentials, Zoom links with
`?pwd=`, a KES API key sample, `"token": "16688eb5e9f289f1991c"`, `password: "123456"`,
`KEYCLOAK_ADMIN_PASSWORD=keycloakadmin123`, a decryption key printed by `mc support inspect`,
`"Bearer 1a2b3c4f5e"` samples.

Values are drawn at test time from a seeded generator (tests/credentials.py explains why none
is committed).
"""

from __future__ import annotations

import string

import pytest

from credentials import Drawn, b64
from memlane.core.privacy import find_credentials

_DRAWN = Drawn(31)
_RNG = _DRAWN.rng
_chars = _DRAWN.chars
_h = _DRAWN.hex
_d = _DRAWN.digits
_uuid = _DRAWN.uuid
_pw = _DRAWN.password
_type7 = _DRAWN.cisco_type7
_plate_de = _DRAWN.plate_de
_ALNUM = string.ascii_letters + string.digits
_UPNUM = string.ascii_uppercase + string.digits


def _round_31() -> list[str]:
    return [
        # left-overs of round 30
        "Dr. Patel diagnosed Maria Lopez with type 2 diabetes last spring.",
        "Dr. Nguyen diagnosed Tomasz with bipolar disorder in March.",
        "psexec \\\\db03 -p " + _pw() + " -u CORP\\svc_sql cmd /c net stop mssqlserver",
        "sqlplus scott/tiger@orcl",
        "SQL> connect hr/" + _pw() + "@prodpdb",
        "CONNECT system/" + _pw(),
        # CI/CD files
        'deploy:\n  stage: deploy\n  variables:\n    NEXUS_PASS: "'
        + _pw()
        + '"\n  script:\n    - ./deploy.sh',
        "pipeline {\n  environment {\n    ARTIFACTORY_PASSWORD = '" + _pw() + "'\n  }\n}",
        "withCredentials([usernamePassword(credentialsId: 'nexus', usernameVariable: 'U', "
        "passwordVariable: 'P')]) {\n  sh 'curl -u deployer:"
        + _pw()
        + " https://nexus.corp/repository/'\n}",
        "- run:\n    name: publish\n    command: docker login -u ci-bot -p "
        + _pw()
        + " registry.corp.io",
        "variables:\n- name: sqlAdminPassword\n  value: '"
        + _pw()
        + "'\n- name: location\n  value: westeurope",
        "steps:\n- name: publish\n  image: plugins/docker\n  settings:\n    username: drone\n"
        "    password: " + _pw(),
        # secret stores set from the command line
        'gh secret set SENTRY_AUTH_TOKEN --body "' + _h(64) + '"',
        "az keyvault secret set --vault-name kv-prod --name sql-admin-password --value '"
        + _pw()
        + "'",
        "aws ssm put-parameter --name /prod/db/password --type SecureString --value '"
        + _pw()
        + "' --overwrite",
        "aws configure set aws_secret_access_key " + _chars(40, _ALNUM + "/+"),
        "doppler secrets set STRIPE_SECRET=" + _chars(24),
        # package managers' credentials
        "//npm.corp.io/:_auth=" + b64("ci:" + _pw()),
        "poetry config http-basic.corp ci-reader " + _pw(),
        "composer config --global http-basic.repo.packagist.com token " + _h(40),
        '{\n  "github-oauth": {\n    "github.com": "' + _h(40) + '"\n  }\n}',
        "bundle config set --global gems.corp.io deploy:" + _pw(),
        "yarn config set npmAuthToken " + _uuid(),
        '[registries.corp]\ntoken = "cio' + _chars(32) + '"',
        "[global]\nindex-url = https://build:" + _chars(20) + "@pypi.corp.io/simple",
        '<packageSourceCredentials>\n  <corp>\n    <add key="Username" value="build" />\n'
        '    <add key="ClearTextPassword" value="'
        + _pw()
        + '" />\n  </corp>\n</packageSourceCredentials>',
        "systemProp.https.proxyPassword=" + _pw(),
        "signing.password=" + _pw(),
        "mavenCentralPassword=" + _pw(),
        # LDAP
        'ldapsearch -x -H ldaps://dc01.corp.local -D "cn=svc-ldap,ou=svc,dc=corp,dc=local" -w '
        + _pw()
        + " -b dc=corp,dc=local",
        "ldapmodify -D cn=admin,dc=example,dc=org -w '" + _pw() + "' -f change.ldif",
        "binddn cn=nslcd,ou=services,dc=corp,dc=local\nbindpw " + _pw(),
        'rootdn "cn=Manager,dc=corp,dc=com"\nrootpw ' + _pw(),
        "ldap_default_bind_dn = uid=sssd,cn=sysaccounts,dc=corp\nldap_default_authtok = " + _pw(),
        # BMC
        "racadm -r 10.20.0.15 -u root -p " + _pw() + " serveraction powercycle",
        "curl -k -u root:" + _pw() + " https://10.20.0.16/redfish/v1/Systems/1",
        # network devices
        "username netops privilege 15 password 7 " + _type7(),
        "enable password " + _pw(),
        "set system login user ops authentication plain-text-password-value " + _pw(),
        "/user add name=ops group=full password=" + _pw(),
        "/interface wireless security-profiles set default wpa2-pre-shared-key=" + _pw(),
        'config system admin\n    edit "netadmin"\n        set password '
        + _pw()
        + "\n    next\nend",
        "WIFI:T:WPA;S:Lab-5G;P:" + _pw() + ";;",
        "scan this to join the office wifi: WIFI:S:CorpGuest;T:WPA;P:" + _pw() + ";H:false;;",
        # positional credentials of service tools
        "rabbitmqctl add_user orders " + _pw(),
        "rabbitmqctl change_password admin " + _pw(),
        "mosquitto_passwd -b /etc/mosquitto/passwd sensor07 " + _pw(),
        "net user svc_backup " + _pw() + " /add /domain",
        "echo 'deploy:" + _pw() + "' | sudo chpasswd",
        "mc alias set minio-prod https://s3.corp.io:9000 AKMINIO"
        + _chars(13, _UPNUM)
        + " "
        + _chars(40),
        "java -jar jenkins-cli.jar -s https://ci.corp.io/ -auth admin:11"
        + _h(32)
        + " build deploy",
        "mysqldump -u root -p" + _pw() + " --all-databases > all.sql",
        "CREATE USER 'reporting'@'%' IDENTIFIED BY '" + _pw() + "';",
        "ALTER ROLE app_rw WITH LOGIN PASSWORD '" + _pw() + "';",
        "kafka-configs.sh --alter --add-config 'SCRAM-SHA-512=[password="
        + _pw()
        + "]' --entity-type users --entity-name orders",
        "redis-cli CONFIG SET requirepass " + _pw(),
        "wget --http-user=build --http-password=" + _pw() + " https://files.corp.io/artifact.tgz",
        "$cred = ConvertTo-SecureString '" + _pw() + "' -AsPlainText -Force",
        # mail and URLs
        "EMAIL_URL=smtp+tls://alerts@corp.io:" + _pw() + "@smtp.office365.com:587",
        "spring.mail.password=" + _pw(),
        "smtp_auth_password: " + _pw(),
        # a vendor format checked on its own page (Infisical service tokens)
        "INFISICAL_TOKEN=st." + _h(24) + "." + _h(32) + "." + _h(32),
        "infisical token: st." + _h(24) + "." + _h(32) + "." + _h(32),
    ]


def _round_31_personal() -> list[str]:
    return [
        # passports with names
        "Passport for Anna Kowalska: EK4829173, expires 2031.",
        "Reisepassnummer von Jonas Meier: C01X" + _d(5),
        "Le passeport de Claire Martin porte le numéro 19AB" + _d(5) + ".",
        # licence plates with an owner
        "The blue Golf with plate " + _plate_de() + " belongs to Stefan Hoffmann.",
        "Das Auto mit dem Kennzeichen " + _plate_de() + " gehört Frau Weber.",
        "La voiture immatriculée AB-" + _d(3) + "-CD appartient à Julien Moreau.",
        "El coche con matrícula " + _d(4) + " KLM es de Javier Ruiz.",
        # salary of a named person
        "Sarah Mitchell earns $142,000 a year plus bonus.",
        "Thomas Brandt verdient 6.800 € brutto im Monat.",
        "Le salaire de Camille Petit est de 54 000 € par an.",
        "Il stipendio di Marco Rossi è di 3.200 euro netti.",
        "Het salaris van Sanne de Vries is € 4.750 per maand.",
        "Pensja Katarzyny Nowak wynosi 12 500 zł brutto.",
        # a child's school and name
        "My daughter Lily Chen is in year 3 at Oakfield Primary School.",
        "Unser Sohn Paul geht in die Klasse 2b der Grundschule am Lindenweg.",
        "Mi hija Lucía está en primero en el Colegio San José de Getafe.",
        "Ma fille Inès est en CM1 à l'école Jules Ferry de Lyon.",
        # orientation or religion of a named person
        "Daniel Fischer is gay, but he hasn't told his team.",
        "Fatima Haddad is Muslim and fasts during Ramadan, so no lunch meetings.",
        "Markus Braun ist homosexuell und lebt mit seinem Partner.",
        "Jean Dupont est homosexuel, ne le dis à personne.",
        "Carlos Méndez es gay y vive con su pareja.",
        "Giulia Bianchi è lesbica.",
        "Piotr Zieliński jest gejem.",
        "Ahmet Yılmaz eşcinsel.",
        "Иван Петров — гей.",
        # criminal records
        "Kevin Walsh was convicted of fraud in 2019 and served two years.",
        "Herr Schulz ist wegen Körperverletzung vorbestraft.",
        "Pierre Lambert a été condamné pour vol en 2015.",
        "Miguel Torres fue condenado por estafa en 2018.",
        "Paolo Greco è stato condannato per truffa.",
        "Jan Kowalski został skazany za kradzież w 2017 roku.",
        "Pieter Jansen is veroordeeld voor oplichting.",
        "João Silva foi condenado por roubo em 2016.",
        "山田太郎さんには前科がある。",
    ]


def _round_31_look_alikes() -> list[str]:
    return [
        # left-overs' look-alikes
        "Dr. Patel diagnosed the memory leak in the ingest worker.",
        "The team diagnosed Kubernetes with a flaky DNS resolver.",
        "psexec \\\\app02 -u CORP\\svc cmd /c hostname",
        "sqlplus / as sysdba",
        "sqlplus -s /nolog @setup.sql",
        "SQL> connect / as sysdba",
        "connect to the database as the app user",
        "sqlplus $DB_USER/$DB_PASSWORD@$DB_TNS",
        "sqlplus username/password@database",
        # CI/CD references
        "deploy:\n  variables:\n    NEXUS_PASS: $NEXUS_PASS_SECRET\n  script:\n    - ./deploy.sh",
        "environment {\n  ARTIFACTORY_PASSWORD = credentials('artifactory-pw')\n}",
        "withCredentials([string(credentialsId: 'slack-token', variable: 'SLACK_TOKEN')]) {\n"
        "  sh 'notify.sh'\n}",
        "env:\n  CYPRESS_RECORD_KEY: ${{ secrets.CYPRESS_RECORD_KEY }}",
        "- run: docker login -u $DOCKER_USER -p $DOCKER_PASS",
        "variables:\n- name: sqlAdminPassword\n  value: $(sqlAdminPassword)",
        "settings:\n  password:\n    from_secret: docker_password",
        "env:\n- name: DB_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: db\n"
        "      key: password",
        "auth:\n  postgresPassword: {{ .Values.global.postgresql.auth.postgresPassword | quote }}",
        'password: "{{ vault_db_password }}"',
        "- POSTGRES_PASSWORD_FILE=/run/secrets/pg_password",
        "Environment=DB_PASSWORD_FILE=%d/db-password",
        # secret stores with their value from elsewhere
        "gh secret set SENTRY_AUTH_TOKEN < token.txt",
        'gh secret set SENTRY_AUTH_TOKEN --body "$SENTRY_AUTH_TOKEN"',
        "az keyvault secret set --vault-name kv-prod --name sql-admin-password --file pw.txt",
        "aws ssm put-parameter --name /prod/db/password --type SecureString "
        '--value "$(pass show db)"',
        "aws configure set region eu-west-1",
        "aws configure set aws_secret_access_key",
        "doppler secrets set STRIPE_SECRET",
        # package managers without a secret
        "//npm.corp.io/:_authToken=${NPM_TOKEN}",
        "poetry config http-basic.corp ci-reader",
        "poetry config virtualenvs.in-project true",
        "composer config --global http-basic.repo.packagist.com token $PACKAGIST_TOKEN",
        "composer config minimum-stability dev",
        "bundle config set --local path vendor/bundle",
        "yarn config set npmRegistryServer https://npm.corp.io",
        '[registries.corp]\nindex = "sparse+https://cargo.corp.io/index/"',
        "[global]\nindex-url = https://pypi.corp.io/simple\ntrusted-host = pypi.corp.io",
        '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />',
        "signing.keyId=24875D73",
        "signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg",
        # LDAP, BMC, devices without a secret
        'ldapsearch -x -H ldap://localhost -b dc=example,dc=org -D "cn=admin,dc=example,dc=org" -W',
        "ldapsearch -x -D cn=admin,dc=corp -y /etc/ldap.secret -b dc=corp",
        "bindpw ${LDAP_BIND_PW}",
        "rootpw {SSHA}" + b64(_RNG.randbytes(24)),
        "racadm -r 10.20.0.15 -u root -p calvin getsysinfo  # factory default, changed on delivery",
        "enable secret 9 $9$" + _chars(14, _ALNUM + "./") + "$" + _chars(43, _ALNUM + "./"),
        "username netops privilege 15 secret 9 $9$"
        + _chars(14, _ALNUM + "./")
        + "$"
        + _chars(43, _ALNUM + "./"),
        "service password-encryption",
        "snmp-server community public RO",
        "WIFI:T:nopass;S:CafeGuest;;",
        "The QR payload is WIFI:T:WPA;S:<ssid>;P:<password>;; with backslash escapes.",
        # tools with their secret from a prompt or a file
        "rabbitmqctl add_user orders",
        "rabbitmqctl list_users",
        'rabbitmqctl set_permissions -p / orders ".*" ".*" ".*"',
        "mosquitto_passwd -c /etc/mosquitto/passwd sensor07",
        "net user svc_backup /active:no",
        "net user svc_backup * /add",
        "sudo chpasswd < users.txt",
        "mc alias set local http://localhost:9000 minioadmin minioadmin",
        "mc alias set minio-prod https://s3.corp.io:9000",
        "java -jar jenkins-cli.jar -s https://ci.corp.io/ -auth @/home/ci/.jenkins-token "
        "build deploy",
        "mysqldump -u root -p --all-databases > all.sql",
        "CREATE USER 'reporting'@'%' IDENTIFIED WITH auth_socket;",
        "ALTER ROLE app_rw WITH LOGIN PASSWORD NULL;",
        "redis-cli CONFIG GET requirepass",
        "$cred = Read-Host 'Password' -AsSecureString",
        "EMAIL_URL=smtp://localhost:1025",
        "spring.mail.password=${MAIL_PASSWORD}",
        "Infisical service tokens start with st. and are deprecated in favour of machine "
        "identities.",
        # personal-data look-alikes
        "Passport photos must be 35x45 mm; Anna Kowalska will send hers on Monday.",
        "The passport module moved to version 2.4.1 (thanks, Jonas Meier).",
        "Kennzeichen-Erkennung: das Modell liest B-MK 4521 aus Testbildern.",
        "The plate number field accepts up to 10 characters.",
        "Salary bands for senior engineers are $130,000 to $160,000.",
        "Sarah Mitchell earns our trust every sprint.",
        "Das Gehalt wird am 25. überwiesen.",
        "My daughter's school uses Google Classroom.",
        "The school district publishes lunch menus as PDF.",
        "Gay rights organisations in Berlin asked for the data.",
        "The Muslim calendar has 354 days; the scheduler must handle it.",
        "Catholic University of Leuven hosts the mirror.",
        "Die Pride-Parade zieht am Samstag über den Ku'damm.",
        "The process was killed by the OOM killer.",
        "Convicted felons statistics come from the Bureau of Justice dataset.",
        "Der Test wurde wegen eines Timeouts verurteilt zu scheitern.",
        "Le serveur a été condamné à redémarrer toutes les nuits.",
    ]


def _reworded() -> list[str]:
    return [
        "Dr. Alvarez diagnosed Henrik Olsen with early-onset Parkinson's.",
        "the neurologist diagnosed Priya with epilepsy after the second seizure",
        "PsExec64.exe \\\\fs01 -p '" + _pw() + "' -u fs01\\Administrator -i cmd",
        "sqlplus -S apps/" + _pw() + "@EBSPROD @report.sql",
        "SQL>conn sys/" + _pw() + "@cdb1 as sysdba",
        "composer config http-basic.nova.laravel.com ops@corp.io " + _pw(),
        "poetry config --local http-basic.internal deploy '" + _pw() + "'",
        "bundle config https://rubygems.pkg.github.com/corp ci-bot:" + _pw(),
        '"gitlab-token": { "gitlab.corp.io": "' + _chars(20) + '" }',
        '{"bearer": {"packages.corp.io": "' + _chars(40) + '"}}',
        "mc config host add backup https://minio.corp.io BKP"
        + _chars(17, _UPNUM)
        + " "
        + _chars(40),
        "sudo mosquitto_passwd -c -b /etc/mosquitto/pw hass " + _pw(),
        "java -jar jenkins-cli.jar -s http://localhost:8080 -auth ops:" + _pw() + " safe-restart",
        "aws ssm put-parameter --overwrite --name '/billing/stripe_api_key' --value sk"
        + _chars(30)
        + " --type SecureString",
        "ftp://uploads@partner.example.net:" + _pw() + "@ftp.partner.example.net/in/",
        "redis-cli -h cache01 CONFIG SET masterauth " + _pw(),
        "printf 'svc_git:" + _pw() + "\\n' | sudo chpasswd",
        "authtok = " + _pw(),
        "set groups ops system login user admin authentication plain-text-password-value '"
        + _pw()
        + "'",
        # personal data, reworded
        "Kerstin Vogel ist lesbisch, weiß aber kaum jemand.",
        "Tomás Herrera es musulmán y no bebe alcohol.",
        "Mr. Dawson is openly gay.",
        "Elena Rossi è cattolica praticante? No: è atea.",
        "Ryan Cole pleaded guilty to assault in 2020.",
        "Frau Neumann wurde wegen Betrugs zu zwei Jahren verurteilt.",
        "Luc Bernard a été condamnée pour escroquerie.",
        "Сергей Иванов осуждён за мошенничество.",
        "Laura Gómez cobra 3.400 € al mes.",
        "Mark Evans' salary is £78,500 after the raise.",
        "Anouk Peeters verdient € 5.100 bruto.",
        "Our son Noah started at Riverside Elementary this week.",
        "Moja córka Zosia chodzi do przedszkola nr 12.",
        "Mon fils Hugo entre au collège Victor Hugo en septembre.",
        "Kenteken 1-ABC-234 staat op naam van Bram de Jong.",
        "Mrs. Carter's car, registration AB12 CDE, was towed.",
    ]


def _reworded_look_alikes() -> list[str]:
    return [
        "Dr. Alvarez diagnosed the outage with a packet capture.",
        "the on-call engineer diagnosed Postgres with pg_stat_activity",
        "PsExec64.exe \\\\fs01 -u fs01\\Administrator -i cmd",
        "sqlplus -S /nolog",
        "SQL>conn / as sysdba",
        "composer config http-basic.nova.laravel.com ops-deploy",
        "poetry config --local http-basic.internal deploy",
        "bundle config set --local without development",
        '"gitlab-domains": ["gitlab.corp.io"]',
        '{"bearer": {"packages.corp.io": "%env(PACKAGES_TOKEN)%"}}',
        "mc config host add backup https://minio.corp.io $MINIO_ACCESS_KEY $MINIO_SECRET_KEY",
        "sudo mosquitto_passwd -D /etc/mosquitto/pw hass",
        "java -jar jenkins-cli.jar -s http://localhost:8080 -auth @creds.txt safe-restart",
        "aws ssm put-parameter --name /billing/region --value eu-west-1",
        "ftp://ftp.gnu.org/gnu/emacs/",
        "redis-cli CONFIG SET maxmemory 2gb",
        "sudo chpasswd -e < hashed.txt",
        "authtok_type = password",
        "He is gay-friendly in the sense that the office has a Pride flag.",
        "The Catholic mission hospital runs our HL7 gateway.",
        "Fixed: the job was sentenced to retry forever by a bad cron.",
        "Das Gericht hat die Klage abgewiesen.",
        "Median salary in the 2024 survey: €61,000.",
        "We earn $4 per 1,000 ad impressions.",
        "The school year starts on 2 September.",
        "Our son-in-law Project (codename) ships next week.",
        "Plate recognition accuracy reached 97.3% on the ANPR-2 set.",
        "registration opens at 09:00 CET for KubeCon EU 2026",
        "Is Anthropic Claude gay-friendly? The question makes no sense.",
        "Der Kennzeichen-Parser liest jetzt auch H-AB 123E.",
        "Lucía Fernández presentó el informe de salarios del sector: 28.000 € de media.",
        # found reading the rules back after the round (not scored): a word that qualifies
        # a noun says nothing of a person
        "Notre Dame is a Catholic university in Indiana.",
        "South Korea is a Buddhist-majority country? Not quite.",
    ]


@pytest.mark.parametrize("text", _round_31() + _round_31_personal())
def test_round_31_cases_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _round_31_look_alikes())
def test_round_31_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize("text", _reworded())
def test_round_31_reworded_cases_are_refused(text: str) -> None:
    assert find_credentials(text), text


@pytest.mark.parametrize("text", _reworded_look_alikes())
def test_round_31_reworded_look_alikes_pass(text: str) -> None:
    assert not find_credentials(text), text


# Shapes of the real documentation probed this round (paraphrased), each beside the
# credential it resembles.
_AKID = "AKIA" + _chars(16, _UPNUM)
_SIGNATURE = _h(64)


@pytest.mark.parametrize(
    "text",
    [
        "breaking changes; take them into account:\n[0.29](/blog/2022/05/april-update/#series-029)",
        "- Storage Account: `/subscriptions/SUBSCRIPTION_ID/resourceGroups/RG_NAME/providers/x`",
        "The service account must have the :policy-action:`s3:DeleteObjectVersion` permission.",
        "mc admin bucket remote add ALIAS/BUCKET http(s)://ACCESSKEY:SECRETKEY@DESTHOST/DESTBUCKET",
        "export KES_CLIENT_KEY=|miniocertpath|\\minio-kes.key",
        "export KES_CLIENT_KEY=C:\\minio\\certs\\client.key",
        '"conditions": {\n  "Authorization": [\n    "AWS4-HMAC-SHA256 '
        "Credential=minio/20220507/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, "
        "Signature=" + _h(64) + '"\n  ]',
        "curl https://play.example.net/b/ -F x-amz-credential=AAAA/us-east-1/s3/aws4_request",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: prom-auth\ndata:\n  token: ey1234...\n",
        "metadata:\n  username: admin\n  passwd: YWRtaW4=\n",
        'sh "docker login -u \\$DOCKER_REPO_USER -p \\$DOCKER_REPO_PASSWORD"',
    ],
)
def test_real_documentation_shapes_pass(text: str) -> None:
    assert not find_credentials(text), text


@pytest.mark.parametrize(
    "text",
    [
        "VPN account: deploy / " + _pw(),
        "account: deploy:" + _pw(),
        "https://" + _AKID + ":" + _chars(40) + "@minio.corp.io/backups",
        "export KES_CLIENT_KEY=" + _chars(40),
        "GET /b/o?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="
        + _AKID
        + "%2F20230406%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20230406T184749Z"
        + "&X-Amz-SignedHeaders=host&X-Amz-Signature="
        + _SIGNATURE
        + " HTTP/1.1",
        "https://bucket.s3.amazonaws.com/o?X-Amz-Credential="
        + _AKID
        + "%2F20230406%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Signature="
        + _SIGNATURE,
        "apiVersion: v1\nkind: Secret\ndata:\n  token: " + b64(_chars(32)) + "\n",
        "metadata:\n  username: admin\n  passwd: " + b64(_pw()) + "\n",
        'sh "docker login -u ci-bot -p ' + _pw() + '"',
    ],
)
def test_near_the_documentation_shapes_credentials_are_refused(text: str) -> None:
    assert find_credentials(text), text
