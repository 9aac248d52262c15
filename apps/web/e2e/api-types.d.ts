// The API as the server documents it (GET /api/openapi.json), typed by openapi-typescript.
// Do not edit: `npm run openapi:types` writes it, and a server test fails while it differs from the document.

export interface paths {
  '/healthz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the process is up */
    get: operations['getHealthz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/readyz': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that the database answers */
    get: operations['getReadyz'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the metrics (Prometheus)
     * @description The Prometheus text format: latency by route, the database pool, the settlement backlog, ledger records written, idempotent replays, throttled attempts, open events sockets and the process. Answered to a caller on the server's own machine (every hop, with `TRUST_PROXY`), or to one sending `Authorization: Bearer <METRICS_TOKEN>` when that is set; anyone else is answered 403.
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/operations/backup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Back up the embedded database
     * @description The embedded database's data folder as a gzipped tarball (PGlite's own dump), taken between transactions: every commit answered before it, none half. For `npm run backup`, which shows `Authorization: Bearer <token>` with the secret the server wrote beside its data folder (`<DATA_DIR>.server.json`); anyone else is answered 403. 404 on PostgreSQL: use `pg_dump`.
     */
    get: operations['getOperationsBackup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sanctum/csrf-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Set the CSRF cookie (kept for compatibility) */
    get: operations['getSanctumCsrfCookie'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Draw a captcha */
    get: operations['getCaptcha'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign an admin in
     * @description Five failed attempts a minute per email and address, and five codes a minute per admin for the second factor; the sixth answers 429 with Retry-After. Each attempt is counted before its secret is checked, so parallel guesses get no more.
     */
    post: operations['postTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out */
    post: operations['postLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the signed-in admin */
    get: operations['getAdminsMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/me/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change the signed-in admin's password */
    patch: operations['patchAdminsMePassword'];
    trace?: never;
  };
  '/api/admins/me/routers/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the routes the signed-in admin may open */
    get: operations['getAdminsMeRoutersTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the signed-in admin's sessions */
    get: operations['getAdminsMeSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End one of the signed-in admin's sessions */
    delete: operations['deleteAdminsMeSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/permission-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the permission codes */
    get: operations['getPermissionCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/two-factor-authentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable two-factor authentication */
    post: operations['postUserTwoFactorAuthentication'];
    /** Disable two-factor authentication */
    delete: operations['deleteUserTwoFactorAuthentication'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/two-factor-qr-code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the two-factor QR code */
    get: operations['getUserTwoFactorQrCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/two-factor-secret-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the two-factor secret key */
    get: operations['getUserTwoFactorSecretKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/confirmed-two-factor-authentication': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm two-factor authentication with a code */
    post: operations['postUserConfirmedTwoFactorAuthentication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/two-factor-recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the recovery codes */
    get: operations['getUserTwoFactorRecoveryCodes'];
    put?: never;
    /** Replace the recovery codes */
    post: operations['postUserTwoFactorRecoveryCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List admins */
    get: operations['getAdmins'];
    put?: never;
    /** Create an admin */
    post: operations['postAdmins'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show an admin */
    get: operations['getAdminsById'];
    /** Update an admin */
    put: operations['putAdminsById'];
    post?: never;
    /** Delete an admin */
    delete: operations['deleteAdminsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admins/{id}/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End all of an admin's sessions */
    post: operations['postAdminsByIdSignOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List roles */
    get: operations['getRoles'];
    put?: never;
    /** Create a role */
    post: operations['postRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a role */
    get: operations['getRolesById'];
    /** Update a role */
    put: operations['putRolesById'];
    post?: never;
    /** Delete a role */
    delete: operations['deleteRolesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/roles/{id}/permissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set a role's permissions */
    put: operations['putRolesByIdPermissions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-menus/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the menu tree */
    get: operations['getSystemMenusTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-menus/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a menu */
    get: operations['getSystemMenusById'];
    /** Update a menu */
    put: operations['putSystemMenusById'];
    post?: never;
    /** Delete a menu */
    delete: operations['deleteSystemMenusById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/system-menus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a menu */
    post: operations['postSystemMenus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/departments/tree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the department tree */
    get: operations['getDepartmentsTree'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/departments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List departments */
    get: operations['getDepartments'];
    put?: never;
    /** Create a department */
    post: operations['postDepartments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/departments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a department */
    get: operations['getDepartmentsById'];
    /** Update a department */
    put: operations['putDepartmentsById'];
    post?: never;
    /** Delete a department */
    delete: operations['deleteDepartmentsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dictionaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List dictionaries */
    get: operations['getDictionaries'];
    put?: never;
    /** Create a dictionary */
    post: operations['postDictionaries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dictionaries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a dictionary */
    get: operations['getDictionariesById'];
    /** Update a dictionary */
    put: operations['putDictionariesById'];
    post?: never;
    /** Delete a dictionary */
    delete: operations['deleteDictionariesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dictionaries/{code}/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a dictionary's items */
    get: operations['getDictionariesByCodeItems'];
    put?: never;
    /** Create a dictionary item */
    post: operations['postDictionariesByCodeItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dictionary-items/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a dictionary item */
    put: operations['putDictionaryItemsById'];
    post?: never;
    /** Delete a dictionary item */
    delete: operations['deleteDictionaryItemsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dictionaries/{code}/items/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import rows as POST /api/dictionaries/{code}/items creates them
     * @description Every row is checked as POST /api/dictionaries/{code}/items checks it, in one transaction: all are written or none. `insertTop` refuses a row whose key is taken; `covering` (which also needs dictionaries.modify) overwrites it. A refusal answers 422 naming each faulty row and field as `rows.<index>.<field>`.
     */
    post: operations['postDictionariesByCodeItemsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/audit-logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List audit log entries */
    get: operations['getAuditLogs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/project-categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List project categories */
    get: operations['getProjectCategories'];
    put?: never;
    /** Create a project category */
    post: operations['postProjectCategories'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/project-categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a project category */
    get: operations['getProjectCategoriesById'];
    /** Update a project category */
    put: operations['putProjectCategoriesById'];
    post?: never;
    /** Delete a project category */
    delete: operations['deleteProjectCategoriesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List projects */
    get: operations['getProjects'];
    put?: never;
    /** Create a project */
    post: operations['postProjects'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a project */
    get: operations['getProjectsById'];
    /** Update a project */
    put: operations['putProjectsById'];
    post?: never;
    /** Delete a project */
    delete: operations['deleteProjectsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload an image */
    post: operations['postFiles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an uploaded file */
    get: operations['getFilesByName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the settings */
    get: operations['getSettings'];
    /** Save the settings */
    put: operations['putSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List members */
    get: operations['getUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export members */
    get: operations['getUsersExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a member with their totals */
    get: operations['getUsersById'];
    /** Update a member's nickname or passwords, or freeze the member */
    put: operations['putUsersById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/sign-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End all of a member's sessions */
    post: operations['postUsersByIdSignOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/pay-password/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unlock a member's pay password after 5 wrong ones in a row
     * @description 204; the member may withdraw again. Recorded in the audit log.
     */
    post: operations['postUsersByIdPayPasswordUnlock'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a member's balance
     * @description Above settings `approvals.balance_edit_above` (four-eyes) nothing moves yet: 202 with the pending adjustment, which another admin approves or rejects under /api/balance-adjustments.
     */
    post: operations['postUsersByIdBalance'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balance-records': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List balance records */
    get: operations['getBalanceRecords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balance-records/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export balance records */
    get: operations['getBalanceRecordsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balance-adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the balance edits that wait for (or had) a second admin */
    get: operations['getBalanceAdjustments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balance-adjustments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a balance adjustment */
    get: operations['getBalanceAdjustmentsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/balance-adjustments/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or reject a pending balance adjustment
     * @description An admin other than its maker decides; approval moves the money once, through the ledger (422 when the balance no longer covers a decrease, and it stays pending). 409 for the maker and once decided.
     */
    post: operations['postBalanceAdjustmentsByIdReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List investments */
    get: operations['getInvestments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/investments/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export investments */
    get: operations['getInvestmentsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List withdrawals */
    get: operations['getWithdrawals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export withdrawals */
    get: operations['getWithdrawalsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Count the withdrawals waiting for review
     * @description How many requests are pending, since when the oldest waits, and the age (settings `withdrawal_overdue_hours`) past which the review screen marks a request overdue.
     */
    get: operations['getWithdrawalsSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a withdrawal */
    get: operations['getWithdrawalsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or reject a withdrawal
     * @description Four-eyes: above settings `approvals.withdrawal_above` a first approval answers `awaiting_second`, and an admin other than the first approves or rejects it (409 for the first). A rejection at either step refunds the amount; 409 once the request is decided.
     */
    post: operations['postWithdrawalsByIdReview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/withdrawals/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or reject many withdrawals at once
     * @description One decision and one comment for the rows named by `ids`, or for every row the review list's `filter` matches now but those in `except` (at most 1 000 either way). Each row is reviewed as a single review is, in a transaction of its own: `done` lists the rows decided, `skipped` the rows left as they were, each with its reason.
     */
    post: operations['postWithdrawalsReviews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/funds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List each day's fund figures */
    get: operations['getFunds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/funds/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Export each day's fund figures */
    get: operations['getFundsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home page's figures for a range of days */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List channels */
    get: operations['getChannels'];
    put?: never;
    /** Create a channel */
    post: operations['postChannels'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a channel */
    get: operations['getChannelsById'];
    /** Update a channel */
    put: operations['putChannelsById'];
    post?: never;
    /** Delete a channel */
    delete: operations['deleteChannelsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/channels/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import rows as POST /api/channels creates them
     * @description Every row is checked as POST /api/channels checks it, in one transaction: all are written or none. `insertTop` refuses a row whose key is taken; `covering` (which also needs channels.modify) overwrites it. A refusal answers 422 naming each faulty row and field as `rows.<index>.<field>`.
     */
    post: operations['postChannelsImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currencies/default': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the default currency */
    get: operations['getCurrenciesDefault'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currencies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List currencies */
    get: operations['getCurrencies'];
    put?: never;
    /** Create a currency */
    post: operations['postCurrencies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currencies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show a currency */
    get: operations['getCurrenciesById'];
    /** Update a currency */
    put: operations['putCurrenciesById'];
    post?: never;
    /** Delete a currency */
    delete: operations['deleteCurrenciesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/currencies/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import rows as POST /api/currencies creates them
     * @description Every row is checked as POST /api/currencies checks it, in one transaction: all are written or none. `insertTop` refuses a row whose key is taken; `covering` (which also needs currencies.modify) overwrites it. A refusal answers 422 naming each faulty row and field as `rows.<index>.<field>`.
     */
    post: operations['postCurrenciesImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in admin's saved views
     * @description Of one screen with `filter[screen]`, by name; at most 50 a screen.
     */
    get: operations['getSavedViews'];
    put?: never;
    /**
     * Save a view of a list for the signed-in admin
     * @description A name is unique per admin and screen (409); a screen keeps at most 50 views (422).
     */
    post: operations['postSavedViews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-views/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of the signed-in admin's saved views */
    delete: operations['deleteSavedViewsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register a member */
    post: operations['postMemberRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a member in
     * @description Five failed attempts a minute per name and address; the sixth answers 429 with Retry-After. Each attempt is counted before the password is checked, so parallel guesses get no more.
     */
    post: operations['postMemberTokens'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign the member out */
    post: operations['postMemberLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Show the signed-in member */
    get: operations['getMemberMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the projects open to members */
    get: operations['getMemberProjects'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/investments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Invest in a project */
    post: operations['postMemberInvestments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/member/withdrawals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a withdrawal
     * @description 422 on `pay_password` for a wrong pay password; after 5 wrong ones in a row every request is refused (422 on `pay_password`, locked: contact support), even with the right one, until staff unlock it.
     */
    post: operations['postMemberWithdrawals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ws': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Hear events (WebSocket)
     * @description A WebSocket upgrade, never with a token in the URL: the first message is `{"type": "auth", "token": "<id>|<secret>"}` within 5 seconds, else the socket closes with 4401. The server answers `{"type": "ready"}` and then sends `{"type", "data"}` events (`withdrawal.created`, `withdrawal.reviewed`, `investment.created`, `investment.settled`) of what the admin may read. It closes with 4401 when the token stops signing in and with 4403 while the admin's role requires two-factor that is not on. A page whose `Origin` is neither this server nor one of `ALLOWED_ORIGINS` is answered 403.
     */
    get: operations['getWs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      message: string;
      errors?: {
        [key: string]: string[];
      };
      code?: string;
      request_id?: string;
    };
    SystemMenu: {
      id: number;
      parent_id: number | null;
      /** @enum {string} */
      type: 'catalog' | 'menu' | 'link' | 'button';
      name: string;
      route_path: string | null;
      route_name: string | null;
      component: string | null;
      permission: string | null;
      visible: boolean;
      keep_alive: boolean;
      always_show: boolean;
      redirect: string | null;
      link: string | null;
      params: {
        key: string;
        value: string;
      }[];
      icon: string | null;
      sort: number;
      created_at: string;
      updated_at: string;
      children?: components['schemas']['SystemMenu'][];
    };
    RouteItem: {
      path: string;
      name: string;
      component: string;
      redirect?: string;
      meta: {
        title: string;
        icon: string | null;
        hidden: boolean;
        keep_alive: boolean;
        always_show: boolean;
        roles: string[];
        params?: {
          key: string;
          value: string;
        }[];
        link?: string;
      };
      children?: components['schemas']['RouteItem'][];
    };
    Department: {
      id: number;
      parent_id: number | null;
      name: string;
      code: string;
      sort: number;
      status: boolean;
      created_at: string;
      updated_at: string;
      children?: components['schemas']['Department'][];
    };
  };
  responses: {
    /** @description A body that is not JSON, a content type the operation does not take, or a malformed URL. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No token, or a bad, expired or revoked one ("Unauthenticated."). */
    Unauthenticated: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The token lacks the operation's permission ("This action is unauthorized."), or the admin's role requires two-factor that is not on yet (`"code": "two_factor_required"`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such record, or a path id not written in plain decimal digits. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A body declared in a character set other than UTF-8. */
    UnsupportedCharset: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Validation: every faulty field in `errors`; `message` is the first error, with "(and N more errors)" when there are more. */
    Invalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Throttled: try again after `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A fault of the server, logged under `request_id`; `message` names it too. */
    ServerError: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealthz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['ServerError'];
    };
  };
  getReadyz: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      400: components['responses']['BadRequest'];
      500: components['responses']['ServerError'];
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The Prometheus text exposition format. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      400: components['responses']['BadRequest'];
      /** @description Neither from this machine nor with `Authorization: Bearer <METRICS_TOKEN>`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getOperationsBackup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      /** @description Without `Authorization: Bearer <token>` holding the secret the server wrote beside its data folder. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSanctumCsrfCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCaptcha: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              key: string;
              image: string;
              enabled: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          auth_type: 'admin';
          admin: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            two_factor: true;
            challenge: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminsMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              email: string;
              is_super: boolean;
              two_factor_enabled: boolean;
              two_factor_required: boolean;
              role: {
                id: number;
                name: string;
              } | null;
              all_permissions: {
                id: number;
                name: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  patchAdminsMePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
          password: string;
          password_confirmation: string;
        };
      };
    };
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminsMeRoutersTree: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RouteItem'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminsMeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              created_at: string;
              last_used_at: string;
              ip: string | null;
              user_agent: string | null;
              current: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteAdminsMeSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getPermissionCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              name: string;
              group: string;
              title: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUserTwoFactorAuthentication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
        };
      };
    };
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      /** @description Two-factor is already confirmed: disable it first. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteUserTwoFactorAuthentication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password: string;
        };
      };
    };
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUserTwoFactorQrCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            svg: string;
            url: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUserTwoFactorSecretKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secretKey: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUserConfirmedTwoFactorAuthentication: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUserTwoFactorRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUserTwoFactorRecoveryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAdmins: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'name' | 'email' | 'created_at' | '-id' | '-name' | '-email' | '-created_at';
        filter?: {
          keyword?: string;
          role_id?: number;
          department_id?: number;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              email: string;
              role_id: number | null;
              role: {
                id: number;
                name: string;
              } | null;
              department_id: number | null;
              department: {
                id: number;
                name: string;
              } | null;
              status: boolean;
              is_super: boolean;
              two_factor_enabled: boolean;
              within_reach: boolean;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postAdmins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password: string;
          role_id: number;
          department_id?: number | null;
          /** @default true */
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              email: string;
              role_id: number | null;
              role: {
                id: number;
                name: string;
              } | null;
              department_id: number | null;
              department: {
                id: number;
                name: string;
              } | null;
              status: boolean;
              is_super: boolean;
              two_factor_enabled: boolean;
              within_reach: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The email is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAdminsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              email: string;
              role_id: number | null;
              role: {
                id: number;
                name: string;
              } | null;
              department_id: number | null;
              department: {
                id: number;
                name: string;
              } | null;
              status: boolean;
              is_super: boolean;
              two_factor_enabled: boolean;
              within_reach: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putAdminsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          password?: string | null;
          role_id: number;
          department_id?: number | null;
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              email: string;
              role_id: number | null;
              role: {
                id: number;
                name: string;
              } | null;
              department_id: number | null;
              department: {
                id: number;
                name: string;
              } | null;
              status: boolean;
              is_super: boolean;
              two_factor_enabled: boolean;
              within_reach: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The email is taken; an admin disabling themselves; the last enabled super admin disabled or demoted. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteAdminsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description An admin deleting themselves, or the last enabled super admin. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postAdminsByIdSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getRoles: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'name' | 'created_at' | '-id' | '-name' | '-created_at';
        filter?: {
          keyword?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              is_super: boolean;
              two_factor_required: boolean;
              remark: string | null;
              permissions: string[];
              admins_count: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default false */
          is_super?: boolean;
          /** @default false */
          two_factor_required?: boolean;
          remark?: string | null;
          /** @default [] */
          permissions?: (
            | 'roles.add'
            | 'roles.query'
            | 'roles.modify'
            | 'roles.delete'
            | 'roles.permissions'
            | 'admins.add'
            | 'admins.query'
            | 'admins.modify'
            | 'admins.delete'
            | 'projects.add'
            | 'projects.query'
            | 'projects.modify'
            | 'projects.delete'
            | 'categories.add'
            | 'categories.query'
            | 'categories.modify'
            | 'categories.delete'
            | 'users.query'
            | 'users.modify'
            | 'users.password'
            | 'users.balance'
            | 'investments.query'
            | 'withdrawals.query'
            | 'withdrawals.review'
            | 'balance-records.query'
            | 'settings.save'
            | 'settings.confirm'
            | 'settings.edit'
            | 'menus.add'
            | 'menus.query'
            | 'menus.modify'
            | 'menus.delete'
            | 'departments.add'
            | 'departments.query'
            | 'departments.modify'
            | 'departments.delete'
            | 'dictionaries.add'
            | 'dictionaries.query'
            | 'dictionaries.modify'
            | 'dictionaries.delete'
            | 'currencies.add'
            | 'currencies.query'
            | 'currencies.modify'
            | 'currencies.delete'
            | 'channels.add'
            | 'channels.query'
            | 'channels.modify'
            | 'channels.delete'
            | 'funds.query'
            | 'audit-logs.query'
            | 'dashboard.query'
          )[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              is_super: boolean;
              two_factor_required: boolean;
              remark: string | null;
              permissions: string[];
              admins_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The name is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getRolesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              is_super: boolean;
              two_factor_required: boolean;
              remark: string | null;
              permissions: string[];
              admins_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putRolesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default false */
          is_super?: boolean;
          two_factor_required?: boolean;
          remark?: string | null;
          permissions?: (
            | 'roles.add'
            | 'roles.query'
            | 'roles.modify'
            | 'roles.delete'
            | 'roles.permissions'
            | 'admins.add'
            | 'admins.query'
            | 'admins.modify'
            | 'admins.delete'
            | 'projects.add'
            | 'projects.query'
            | 'projects.modify'
            | 'projects.delete'
            | 'categories.add'
            | 'categories.query'
            | 'categories.modify'
            | 'categories.delete'
            | 'users.query'
            | 'users.modify'
            | 'users.password'
            | 'users.balance'
            | 'investments.query'
            | 'withdrawals.query'
            | 'withdrawals.review'
            | 'balance-records.query'
            | 'settings.save'
            | 'settings.confirm'
            | 'settings.edit'
            | 'menus.add'
            | 'menus.query'
            | 'menus.modify'
            | 'menus.delete'
            | 'departments.add'
            | 'departments.query'
            | 'departments.modify'
            | 'departments.delete'
            | 'dictionaries.add'
            | 'dictionaries.query'
            | 'dictionaries.modify'
            | 'dictionaries.delete'
            | 'currencies.add'
            | 'currencies.query'
            | 'currencies.modify'
            | 'currencies.delete'
            | 'channels.add'
            | 'channels.query'
            | 'channels.modify'
            | 'channels.delete'
            | 'funds.query'
            | 'audit-logs.query'
            | 'dashboard.query'
          )[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              is_super: boolean;
              two_factor_required: boolean;
              remark: string | null;
              permissions: string[];
              admins_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The name is taken, or the role of the last super admins stops being super. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteRolesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The role is in use. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putRolesByIdPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          permissions: (
            | 'roles.add'
            | 'roles.query'
            | 'roles.modify'
            | 'roles.delete'
            | 'roles.permissions'
            | 'admins.add'
            | 'admins.query'
            | 'admins.modify'
            | 'admins.delete'
            | 'projects.add'
            | 'projects.query'
            | 'projects.modify'
            | 'projects.delete'
            | 'categories.add'
            | 'categories.query'
            | 'categories.modify'
            | 'categories.delete'
            | 'users.query'
            | 'users.modify'
            | 'users.password'
            | 'users.balance'
            | 'investments.query'
            | 'withdrawals.query'
            | 'withdrawals.review'
            | 'balance-records.query'
            | 'settings.save'
            | 'settings.confirm'
            | 'settings.edit'
            | 'menus.add'
            | 'menus.query'
            | 'menus.modify'
            | 'menus.delete'
            | 'departments.add'
            | 'departments.query'
            | 'departments.modify'
            | 'departments.delete'
            | 'dictionaries.add'
            | 'dictionaries.query'
            | 'dictionaries.modify'
            | 'dictionaries.delete'
            | 'currencies.add'
            | 'currencies.query'
            | 'currencies.modify'
            | 'currencies.delete'
            | 'channels.add'
            | 'channels.query'
            | 'channels.modify'
            | 'channels.delete'
            | 'funds.query'
            | 'audit-logs.query'
            | 'dashboard.query'
          )[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              is_super: boolean;
              two_factor_required: boolean;
              remark: string | null;
              permissions: string[];
              admins_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSystemMenusTree: {
    parameters: {
      query?: {
        filter?: {
          keyword?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemMenu'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSystemMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemMenu'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putSystemMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parent_id?: number | null;
          /** @enum {string} */
          type: 'catalog' | 'menu' | 'link' | 'button';
          name: string;
          route_path?: string | null;
          route_name?: string | null;
          component?: string | null;
          permission?:
            | (
                | 'roles.add'
                | 'roles.query'
                | 'roles.modify'
                | 'roles.delete'
                | 'roles.permissions'
                | 'admins.add'
                | 'admins.query'
                | 'admins.modify'
                | 'admins.delete'
                | 'projects.add'
                | 'projects.query'
                | 'projects.modify'
                | 'projects.delete'
                | 'categories.add'
                | 'categories.query'
                | 'categories.modify'
                | 'categories.delete'
                | 'users.query'
                | 'users.modify'
                | 'users.password'
                | 'users.balance'
                | 'investments.query'
                | 'withdrawals.query'
                | 'withdrawals.review'
                | 'balance-records.query'
                | 'settings.save'
                | 'settings.confirm'
                | 'settings.edit'
                | 'menus.add'
                | 'menus.query'
                | 'menus.modify'
                | 'menus.delete'
                | 'departments.add'
                | 'departments.query'
                | 'departments.modify'
                | 'departments.delete'
                | 'dictionaries.add'
                | 'dictionaries.query'
                | 'dictionaries.modify'
                | 'dictionaries.delete'
                | 'currencies.add'
                | 'currencies.query'
                | 'currencies.modify'
                | 'currencies.delete'
                | 'channels.add'
                | 'channels.query'
                | 'channels.modify'
                | 'channels.delete'
                | 'funds.query'
                | 'audit-logs.query'
                | 'dashboard.query'
              )
            | null;
          /** @default true */
          visible?: boolean;
          /** @default false */
          keep_alive?: boolean;
          /** @default false */
          always_show?: boolean;
          redirect?: string | null;
          link?: string | null;
          /** @default [] */
          params?: {
            key: string;
            value: string;
          }[];
          icon?: string | null;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemMenu'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteSystemMenusById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The menu has children. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postSystemMenus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parent_id?: number | null;
          /** @enum {string} */
          type: 'catalog' | 'menu' | 'link' | 'button';
          name: string;
          route_path?: string | null;
          route_name?: string | null;
          component?: string | null;
          permission?:
            | (
                | 'roles.add'
                | 'roles.query'
                | 'roles.modify'
                | 'roles.delete'
                | 'roles.permissions'
                | 'admins.add'
                | 'admins.query'
                | 'admins.modify'
                | 'admins.delete'
                | 'projects.add'
                | 'projects.query'
                | 'projects.modify'
                | 'projects.delete'
                | 'categories.add'
                | 'categories.query'
                | 'categories.modify'
                | 'categories.delete'
                | 'users.query'
                | 'users.modify'
                | 'users.password'
                | 'users.balance'
                | 'investments.query'
                | 'withdrawals.query'
                | 'withdrawals.review'
                | 'balance-records.query'
                | 'settings.save'
                | 'settings.confirm'
                | 'settings.edit'
                | 'menus.add'
                | 'menus.query'
                | 'menus.modify'
                | 'menus.delete'
                | 'departments.add'
                | 'departments.query'
                | 'departments.modify'
                | 'departments.delete'
                | 'dictionaries.add'
                | 'dictionaries.query'
                | 'dictionaries.modify'
                | 'dictionaries.delete'
                | 'currencies.add'
                | 'currencies.query'
                | 'currencies.modify'
                | 'currencies.delete'
                | 'channels.add'
                | 'channels.query'
                | 'channels.modify'
                | 'channels.delete'
                | 'funds.query'
                | 'audit-logs.query'
                | 'dashboard.query'
              )
            | null;
          /** @default true */
          visible?: boolean;
          /** @default false */
          keep_alive?: boolean;
          /** @default false */
          always_show?: boolean;
          redirect?: string | null;
          link?: string | null;
          /** @default [] */
          params?: {
            key: string;
            value: string;
          }[];
          icon?: string | null;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['SystemMenu'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDepartmentsTree: {
    parameters: {
      query?: {
        filter?: {
          keyword?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Department'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDepartments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Department'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postDepartments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parent_id?: number | null;
          name: string;
          code: string;
          /** @default 0 */
          sort?: number;
          /** @default true */
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Department'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDepartmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Department'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putDepartmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          parent_id?: number | null;
          name: string;
          code: string;
          /** @default 0 */
          sort?: number;
          /** @default true */
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Department'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteDepartmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The department has children or members. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDictionaries: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'code' | 'name' | 'created_at' | '-id' | '-code' | '-name' | '-created_at';
        filter?: {
          keyword?: string;
          status?: boolean | ('0' | '1' | 'true' | 'false');
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              status: boolean;
              remark: string | null;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postDictionaries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          /** @default true */
          status?: boolean;
          remark?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              status: boolean;
              remark: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDictionariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              status: boolean;
              remark: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putDictionariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          /** @default true */
          status?: boolean;
          remark?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              status: boolean;
              remark: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteDictionariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDictionariesByCodeItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              dictionary_code: string;
              label: string;
              value: string;
              sort: number;
              status: boolean;
              tag_type: ('primary' | 'success' | 'info' | 'warning' | 'danger') | null;
              created_at: string;
              updated_at: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postDictionariesByCodeItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
          value: string;
          /** @default 0 */
          sort?: number;
          /** @default true */
          status?: boolean;
          tag_type?: ('primary' | 'success' | 'info' | 'warning' | 'danger') | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              dictionary_code: string;
              label: string;
              value: string;
              sort: number;
              status: boolean;
              tag_type: ('primary' | 'success' | 'info' | 'warning' | 'danger') | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The value is taken in this dictionary. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putDictionaryItemsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
          value: string;
          /** @default 0 */
          sort?: number;
          /** @default true */
          status?: boolean;
          tag_type?: ('primary' | 'success' | 'info' | 'warning' | 'danger') | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              dictionary_code: string;
              label: string;
              value: string;
              sort: number;
              status: boolean;
              tag_type: ('primary' | 'success' | 'info' | 'warning' | 'danger') | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The value is taken in this dictionary. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteDictionaryItemsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postDictionariesByCodeItemsImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default insertTop
           * @enum {string}
           */
          mode?: 'insertTop' | 'covering';
          rows: {
            [key: string]: unknown;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              created: number;
              updated: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getAuditLogs: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'created_at' | '-id' | '-created_at';
        filter?: {
          admin_id?: number;
          action?: string;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              admin: {
                id: number;
                name: string;
              } | null;
              action: string;
              target: string | null;
              ip: string | null;
              before: unknown;
              after: unknown;
              created_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectCategories: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'name' | 'sort' | 'updated_at' | '-id' | '-name' | '-sort' | '-updated_at';
        filter?: {
          keyword?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              icon: string | null;
              sort: number;
              projects_count: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postProjectCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          icon?: string | null;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              icon: string | null;
              sort: number;
              projects_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              icon: string | null;
              sort: number;
              projects_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putProjectCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          icon?: string | null;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              icon: string | null;
              sort: number;
              projects_count: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProjectCategoriesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The category is in use. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjects: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?:
          | 'id'
          | 'name'
          | 'min_amount'
          | 'profit_percent'
          | 'period_minutes'
          | 'created_at'
          | 'updated_at'
          | '-id'
          | '-name'
          | '-min_amount'
          | '-profit_percent'
          | '-period_minutes'
          | '-created_at'
          | '-updated_at';
        filter?: {
          keyword?: string;
          category_id?: number;
          hidden?: boolean | ('0' | '1' | 'true' | 'false');
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              category_id: number;
              category: {
                id: number;
                name: string;
              };
              cover: string | null;
              min_amount: number;
              profit_percent: string;
              period_minutes: number;
              hidden: boolean;
              max_times: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          category_id: number;
          cover?: string | null;
          min_amount: number;
          profit_percent: string | number;
          period_minutes: number;
          /** @default false */
          hidden?: boolean;
          /** @default 0 */
          max_times?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              category_id: number;
              category: {
                id: number;
                name: string;
              };
              cover: string | null;
              min_amount: number;
              profit_percent: string;
              period_minutes: number;
              hidden: boolean;
              max_times: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              category_id: number;
              category: {
                id: number;
                name: string;
              };
              cover: string | null;
              min_amount: number;
              profit_percent: string;
              period_minutes: number;
              hidden: boolean;
              max_times: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          category_id: number;
          cover?: string | null;
          min_amount: number;
          profit_percent: string | number;
          period_minutes: number;
          /** @default false */
          hidden?: boolean;
          /** @default 0 */
          max_times?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              category_id: number;
              category: {
                id: number;
                name: string;
              };
              cover: string | null;
              min_amount: number;
              profit_percent: string;
              period_minutes: number;
              hidden: boolean;
              max_times: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteProjectsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The project has investments. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              url: string;
              name: string;
              size: number;
              mime: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getFilesByName: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with its type, cached for a year. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customer_service_link: string | null;
              invitation_code_required: boolean;
              carousel_images: string[];
              about_us: string;
              investment: {
                auto_settlement: boolean;
              };
              withdrawal_overdue_hours: number;
              approvals: {
                withdrawal_above: number;
                balance_edit_above: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          customer_service_link?: string | null;
          invitation_code_required?: boolean | null;
          carousel_images?: string[] | null;
          about_us?: string | null;
          investment?: {
            auto_settlement: boolean;
          } | null;
          withdrawal_overdue_hours?: number | null;
          approvals?: {
            withdrawal_above: number;
            balance_edit_above: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              customer_service_link: string | null;
              invitation_code_required: boolean;
              carousel_images: string[];
              about_us: string;
              investment: {
                auto_settlement: boolean;
              };
              withdrawal_overdue_hours: number;
              approvals: {
                withdrawal_above: number;
                balance_edit_above: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUsers: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'name' | 'balance' | 'created_at' | '-id' | '-name' | '-balance' | '-created_at';
        filter?: {
          keyword?: string;
          invitation_code?: string;
          superior_id?: number;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nickname: string | null;
              balance: number;
              invitation_code: string;
              superior: {
                id: number;
                name: string;
              } | null;
              frozen: boolean;
              created_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUsersExport: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'name' | 'balance' | 'created_at' | '-id' | '-name' | '-balance' | '-created_at';
        filter?: {
          keyword?: string;
          invitation_code?: string;
          superior_id?: number;
        };
        rows?: 'all' | 'page';
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nickname: string | null;
              balance: number;
              invitation_code: string;
              superior: {
                id: number;
                name: string;
              } | null;
              frozen: boolean;
              created_at: string;
              pay_password_locked: boolean;
              totals: {
                invested: number;
                profit: number;
                withdrawn: number;
                withdrawal_pending: number;
                team_size: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          nickname?: string | null;
          password?: string | null;
          pay_password?: string | null;
          frozen?: boolean | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nickname: string | null;
              balance: number;
              invitation_code: string;
              superior: {
                id: number;
                name: string;
              } | null;
              frozen: boolean;
              created_at: string;
              pay_password_locked: boolean;
              totals: {
                invested: number;
                profit: number;
                withdrawn: number;
                withdrawal_pending: number;
                team_size: number;
              };
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUsersByIdSignOut: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUsersByIdPayPasswordUnlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postUsersByIdBalance: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
          reason: string;
          remarks: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              balance_before: number;
              balance_after: number;
              /** @enum {string} */
              kind:
                'recharge' | 'adjustment' | 'investment' | 'settlement' | 'withdrawal' | 'withdrawal_refund';
              reference_id: number | null;
              remarks: string | null;
              reason: string | null;
              operator: {
                id: number;
                name: string;
              } | null;
              created_at: string;
            };
          };
        };
      };
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              reason: string;
              remarks: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              maker: {
                id: number;
                name: string;
              } | null;
              created_at: string;
              checker: {
                id: number;
                name: string;
              } | null;
              checked_at: string | null;
              review_comment: string | null;
              balance_record_id: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getBalanceRecords: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          user_id?: number;
          /** @enum {string} */
          kind?: 'recharge' | 'adjustment' | 'investment' | 'settlement' | 'withdrawal' | 'withdrawal_refund';
          reason?: string;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              balance_before: number;
              balance_after: number;
              /** @enum {string} */
              kind:
                'recharge' | 'adjustment' | 'investment' | 'settlement' | 'withdrawal' | 'withdrawal_refund';
              reference_id: number | null;
              remarks: string | null;
              reason: string | null;
              operator: {
                id: number;
                name: string;
              } | null;
              created_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getBalanceRecordsExport: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          user_id?: number;
          /** @enum {string} */
          kind?: 'recharge' | 'adjustment' | 'investment' | 'settlement' | 'withdrawal' | 'withdrawal_refund';
          reason?: string;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
        rows?: 'all' | 'page';
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getBalanceAdjustments: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'created_at' | 'id' | '-created_at' | '-id';
        filter?: {
          /** @enum {string} */
          status?: 'pending' | 'approved' | 'rejected';
          user_id?: number;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              reason: string;
              remarks: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              maker: {
                id: number;
                name: string;
              } | null;
              created_at: string;
              checker: {
                id: number;
                name: string;
              } | null;
              checked_at: string | null;
              review_comment: string | null;
              balance_record_id: number | null;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getBalanceAdjustmentsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              reason: string;
              remarks: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              maker: {
                id: number;
                name: string;
              } | null;
              created_at: string;
              checker: {
                id: number;
                name: string;
              } | null;
              checked_at: string | null;
              review_comment: string | null;
              balance_record_id: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postBalanceAdjustmentsByIdReview: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected';
          comment: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              amount: number;
              reason: string;
              remarks: string;
              /** @enum {string} */
              status: 'pending' | 'approved' | 'rejected';
              maker: {
                id: number;
                name: string;
              } | null;
              created_at: string;
              checker: {
                id: number;
                name: string;
              } | null;
              checked_at: string | null;
              review_comment: string | null;
              balance_record_id: number | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The adjustment is decided already, or the admin reviewing it is the one who asked for it. The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getInvestments: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          user_id?: number;
          project_id?: number;
          /** @enum {string} */
          status?: 'active' | 'settled';
          /**
           * @default all
           * @enum {string}
           */
          time?: 'all' | 'day' | 'interval';
          /** Format: date */
          date?: string;
          tz?: string;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              project: {
                id: number;
                name: string;
              };
              amount: number;
              profit_percent: string;
              profit: number;
              /** @enum {string} */
              status: 'active' | 'settled';
              created_at: string;
              settle_at: string;
              settled_at: string | null;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getInvestmentsExport: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          user_id?: number;
          project_id?: number;
          /** @enum {string} */
          status?: 'active' | 'settled';
          /**
           * @default all
           * @enum {string}
           */
          time?: 'all' | 'day' | 'interval';
          /** Format: date */
          date?: string;
          tz?: string;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
        rows?: 'all' | 'page';
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getWithdrawals: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          /** @enum {string} */
          status?: 'pending' | 'awaiting_second' | 'approved' | 'rejected' | 'waiting';
          user_id?: number;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
        sort?: 'created_at' | '-created_at';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              account_name: string;
              card_number: string;
              bank_name: string;
              amount: number;
              /** @enum {string} */
              status: 'pending' | 'awaiting_second' | 'approved' | 'rejected';
              review_comment: string | null;
              reviewer: {
                id: number;
                name: string;
              } | null;
              reviewed_at: string | null;
              first_review: {
                reviewer: {
                  id: number;
                  name: string;
                } | null;
                reviewed_at: string;
                comment: string;
              } | null;
              created_at: string;
              needs_second_approval: boolean;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getWithdrawalsExport: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        after?: string;
        filter?: {
          /** @enum {string} */
          status?: 'pending' | 'awaiting_second' | 'approved' | 'rejected' | 'waiting';
          user_id?: number;
          /** Format: date-time */
          from?: string;
          /** Format: date-time */
          to?: string;
        };
        sort?: 'created_at' | '-created_at';
        rows?: 'all' | 'page';
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getWithdrawalsSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              pending_count: number;
              oldest_pending_at: string | null;
              overdue_hours: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getWithdrawalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              account_name: string;
              card_number: string;
              bank_name: string;
              amount: number;
              /** @enum {string} */
              status: 'pending' | 'awaiting_second' | 'approved' | 'rejected';
              review_comment: string | null;
              reviewer: {
                id: number;
                name: string;
              } | null;
              reviewed_at: string | null;
              first_review: {
                reviewer: {
                  id: number;
                  name: string;
                } | null;
                reviewed_at: string;
                comment: string;
              } | null;
              created_at: string;
              needs_second_approval: boolean;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postWithdrawalsByIdReview: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected';
          comment: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              account_name: string;
              card_number: string;
              bank_name: string;
              amount: number;
              /** @enum {string} */
              status: 'pending' | 'awaiting_second' | 'approved' | 'rejected';
              review_comment: string | null;
              reviewer: {
                id: number;
                name: string;
              } | null;
              reviewed_at: string | null;
              first_review: {
                reviewer: {
                  id: number;
                  name: string;
                } | null;
                reviewed_at: string;
                comment: string;
              } | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The withdrawal is not pending (or awaits a second approval, by another admin). The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postWithdrawalsReviews: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'approved' | 'rejected';
          comment: string;
          ids?: number[];
          filter?: {
            /** @enum {string} */
            status?: 'pending' | 'awaiting_second' | 'approved' | 'rejected' | 'waiting';
            user_id?: number;
            /** Format: date-time */
            from?: string;
            /** Format: date-time */
            to?: string;
          };
          except?: number[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              done: number[];
              awaiting_second: number[];
              skipped: {
                id: number;
                reason: string;
                message: string;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getFunds: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        filter?: {
          /** Format: date */
          from?: string;
          /** Format: date */
          to?: string;
          tz?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              date: string;
              recharged: number;
              adjusted: number;
              invested: number;
              settled_principal: number;
              profit_paid: number;
              withdrawn: number;
              refunded: number;
              pending_withdrawals: number;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
            totals: {
              recharged: number;
              adjusted: number;
              invested: number;
              settled_principal: number;
              profit_paid: number;
              withdrawn: number;
              refunded: number;
              pending_withdrawals: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getFundsExport: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        filter?: {
          /** Format: date */
          from?: string;
          /** Format: date */
          to?: string;
          tz?: string;
        };
        rows?: 'all' | 'page';
        tz?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV, streamed as an attachment (`Content-Disposition: attachment; filename="<name>-yyyyMMddHHmmss.csv"`). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        filter?: {
          /** Format: date */
          from?: string;
          /** Format: date */
          to?: string;
          tz?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              as_of: string;
              range: {
                from: string;
                to: string;
                tz: string;
              };
              totals: {
                members: number;
                new_members: number;
                recharged: number;
                invested: number;
                profit_paid: number;
                withdrawn: number;
                pending_withdrawals: {
                  count: number;
                  amount: number;
                };
                active_principal: number;
                settlement_backlog: {
                  count: number;
                  amount: number;
                };
              };
              bar: {
                date: string;
                recharged: number;
                invested: number;
                withdrawn: number;
                profit_paid: number;
              }[];
              funnel: {
                registered: number;
                invested: number;
                invested_twice: number;
                withdrew: number;
              };
              pie: {
                category: {
                  id: number;
                  name: string;
                };
                amount: number;
              }[];
              radar: {
                project: {
                  id: number;
                  name: string;
                };
                amount: number;
                investors: number;
                average: number;
                profit_paid: number;
                settled_share: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getChannels: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?:
          | 'sort'
          | 'id'
          | 'name'
          | 'code'
          | 'fee_percent'
          | 'min_amount'
          | 'max_amount'
          | 'created_at'
          | '-sort'
          | '-id'
          | '-name'
          | '-code'
          | '-fee_percent'
          | '-min_amount'
          | '-max_amount'
          | '-created_at';
        filter?: {
          /** @enum {string} */
          kind?: 'payment' | 'transfer';
          keyword?: string;
          status?: boolean | ('0' | '1' | 'true' | 'false');
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'payment' | 'transfer';
              name: string;
              code: string;
              fee_percent: string;
              min_amount: number;
              max_amount: number | null;
              status: boolean;
              sort: number;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postChannels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'payment' | 'transfer';
          name: string;
          code: string;
          fee_percent: string | number;
          /** @default 0 */
          min_amount?: number;
          max_amount?: number | null;
          /** @default true */
          status?: boolean;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'payment' | 'transfer';
              name: string;
              code: string;
              fee_percent: string;
              min_amount: number;
              max_amount: number | null;
              status: boolean;
              sort: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'payment' | 'transfer';
              name: string;
              code: string;
              fee_percent: string;
              min_amount: number;
              max_amount: number | null;
              status: boolean;
              sort: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'payment' | 'transfer';
          name: string;
          code: string;
          fee_percent: string | number;
          /** @default 0 */
          min_amount?: number;
          max_amount?: number | null;
          /** @default true */
          status?: boolean;
          /** @default 0 */
          sort?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'payment' | 'transfer';
              name: string;
              code: string;
              fee_percent: string;
              min_amount: number;
              max_amount: number | null;
              status: boolean;
              sort: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteChannelsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postChannelsImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default insertTop
           * @enum {string}
           */
          mode?: 'insertTop' | 'covering';
          rows: {
            [key: string]: unknown;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              created: number;
              updated: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCurrenciesDefault: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              symbol: string;
              decimals: number;
              is_default: boolean;
              status: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCurrencies: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        sort?: 'id' | 'code' | 'name' | 'created_at' | '-id' | '-code' | '-name' | '-created_at';
        filter?: {
          keyword?: string;
          status?: boolean | ('0' | '1' | 'true' | 'false');
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              symbol: string;
              decimals: number;
              is_default: boolean;
              status: boolean;
              created_at: string;
              updated_at: string;
            }[];
            meta: {
              current_page: number;
              per_page: number;
              total: number;
              last_page: number;
              from: number | null;
              to: number | null;
              total_estimated?: boolean;
              next_cursor?: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postCurrencies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          symbol: string;
          /** @default 2 */
          decimals?: number;
          is_default?: boolean;
          /** @default true */
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              symbol: string;
              decimals: number;
              is_default: boolean;
              status: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getCurrenciesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              symbol: string;
              decimals: number;
              is_default: boolean;
              status: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  putCurrenciesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
          name: string;
          symbol: string;
          /** @default 2 */
          decimals?: number;
          is_default?: boolean;
          /** @default true */
          status?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              code: string;
              name: string;
              symbol: string;
              decimals: number;
              is_default: boolean;
              status: boolean;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The code is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteCurrenciesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The currency is the default. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postCurrenciesImport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @default insertTop
           * @enum {string}
           */
          mode?: 'insertTop' | 'covering';
          rows: {
            [key: string]: unknown;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              created: number;
              updated: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getSavedViews: {
    parameters: {
      query?: {
        filter?: {
          screen?: string;
        };
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              screen: string;
              name: string;
              search: string;
              created_at: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postSavedViews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          screen: string;
          name: string;
          search: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              screen: string;
              name: string;
              search: string;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      /** @description The admin already has a view of this name on this screen. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  deleteSavedViewsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postMemberRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          password: string;
          pay_password: string;
          invitation_code?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The name is taken. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postMemberTokens: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postMemberLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getMemberMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              nickname: string | null;
              balance: number;
              invitation_code: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getMemberProjects: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              category: {
                id: number;
                name: string;
              };
              cover: string | null;
              min_amount: number;
              profit_percent: string;
              period_minutes: number;
              max_times: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postMemberInvestments: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          project_id: number;
          amount: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              project: {
                id: number;
                name: string;
              };
              amount: number;
              profit_percent: string;
              profit: number;
              /** @enum {string} */
              status: 'active' | 'settled';
              created_at: string;
              settle_at: string;
              settled_at: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      /** @description The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  postMemberWithdrawals: {
    parameters: {
      query?: never;
      header?: {
        /** @description A retry with the same key and body within 24 hours answers the first answer again and moves nothing; the same key with another body answers 409. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          account_name: string;
          card_number: string;
          bank_name: string;
          amount: number;
          pay_password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              user: {
                id: number;
                name: string;
              };
              account_name: string;
              card_number: string;
              bank_name: string;
              amount: number;
              /** @enum {string} */
              status: 'pending' | 'awaiting_second' | 'approved' | 'rejected';
              review_comment: string | null;
              reviewer: {
                id: number;
                name: string;
              } | null;
              reviewed_at: string | null;
              first_review: {
                reviewer: {
                  id: number;
                  name: string;
                } | null;
                reviewed_at: string;
                comment: string;
              } | null;
              created_at: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthenticated'];
      /** @description The Idempotency-Key was used with another body. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedCharset'];
      422: components['responses']['Invalid'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
  getWs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Upgraded (101 Switching Protocols on the wire): the events socket. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      429: components['responses']['TooManyRequests'];
      500: components['responses']['ServerError'];
    };
  };
}
