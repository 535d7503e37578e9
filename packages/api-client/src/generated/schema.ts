/**
 * Generated from openapi/portal.openapi.json by `npm run generate -w @portal/api-client`.
 * Do not edit: change the API routes, regenerate the contract, then regenerate this file.
 */

export interface paths {
    "/activity/activity-category/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity categories with their hourly rate
         * @description A teacher gets the categories linked to them (all when none are linked); staff all.
         */
        get: operations["activityCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activities, paged
         * @description A teacher gets their own activities, staff every activity. search: subject, plan or a student’s name; status: one display status. Default ordering -start_date_time. Students and invoice receivers: 403 (the customer lesson list is not served here yet).
         */
        get: operations["activityList"];
        put?: never;
        /**
         * Create an activity
         * @description Own students only. The server applies the save rules (a future start clears summaries and homework; summary_date is set when both summaries are first filled; INTERNET/CAMPUS travel 0), computes pay from the category rate and company settings, and draws the hours from each student’s package. With an Idempotency-Key, a save sent again gets the lesson the first one made (201 both times). Teachers only.
         */
        post: operations["activityCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/locations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Activity places as (code, label)
         * @description INTERNET and CAMPUS mean no travel. Teachers and staff.
         */
        get: operations["activityLocationList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/next/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teacher’s next activity, or null
         * @description The own activity with the earliest start after now; `null` (200) when there is none. Teachers only.
         */
        get: operations["activityNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/overdue/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many own activities lack a summary
         * @description Own activities that started before now without summary_date ('Mangler oppsummering'). Teachers only.
         */
        get: operations["activityOverdue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/student-overview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per own student: the teacher’s activities with them and hours left
         * @description Ordered by name; search matches the student’s name. Teachers only.
         */
        get: operations["activityStudentOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity/activity/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One activity
         * @description A teacher reads only their own (another teacher’s: 404); staff read any.
         */
        get: operations["activityRetrieve"];
        put?: never;
        post?: never;
        /**
         * Delete an own activity
         * @description Its package draws go with it. A paid activity: 400. Another teacher’s: 404. Teachers only.
         */
        delete: operations["activityDelete"];
        options?: never;
        head?: never;
        /**
         * Update an own activity
         * @description Fields left out keep their value. Emptying a filled summary: 400 {summary_teacher|summary_student: ['Du kan ikke ha en tom oppsummering når den tidligere har vært fylt inn.']}. A paid activity cannot be changed (400 {detail}). Another teacher's activity: 404. Teachers only.
         */
        patch: operations["activityUpdate"];
        trace?: never;
    };
    "/dev/outbox/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail the API has written, newest first (development only)
         * @description Staff only: the mail holds password-reset links, so anyone else reading it could take over any account. Lets staff pass on reset links on a machine without SMTP and lets end-to-end tests read mail. 404 when NODE_ENV=production.
         */
        get: operations["devOutboxList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/employee-faq/tree/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The employee FAQ tree (root categories)
         * @description Staff only.
         */
        get: operations["employeeFaqTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/file-tree/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teacher document tree (root folders)
         * @description Teachers and staff.
         */
        get: operations["documentFileTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/teacher-faq/tree/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teacher FAQ tree (root categories)
         * @description Teachers and staff.
         */
        get: operations["teacherFaqTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/economy/month-check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The month check: taught, drawn, invoiced and paid hours agree (staff only)
         * @description For the lessons held in the month (started in it, before now, Oslo time): per teacher and per package (drawn from in the month or sold in it) the hours taught, drawn from packages, invoiced and paid; and every disagreement with the ids of its records: a lesson without a package to draw from, a lesson without a summary, a lesson paid without or before its summary, a package not invoiced.
         */
        get: operations["economyMonthCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The issue board (staff only)
         * @description Every issue, most urgent first, then oldest first; search narrows to one category. Unpaged: the board shows all three columns at once.
         */
        get: operations["issueList"];
        put?: never;
        /**
         * Add an issue (staff only)
         * @description The seed's create rules: title 1 to 255 characters, description required, estimate 1 to 255 hours, category and priority 1 to 3; developer a staff user or null. The caller is the author.
         */
        post: operations["issueCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/issues/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an issue (staff only) */
        delete: operations["issueDelete"];
        options?: never;
        head?: never;
        /**
         * Change an issue, or move it (staff only)
         * @description Changed fields by the seed's edit rules (estimate 0 to 255), or the state alone (the card's arrows).
         */
        patch: operations["issueUpdate"];
        trace?: never;
    };
    "/metabase/diagram/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Markedsføring': the marketing diagrams, with signed embed URLs (staff only)
         * @description Every registered diagram (a Metabase question) in registration order, with its frame size. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a static-embedding URL of the question signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).
         */
        get: operations["metabaseDiagramList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metabase/metabase/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff dashboard's analytics dashboards, with signed embed URLs (staff only)
         * @description Every registered dashboard in registration order. With METABASE_SITE_URL and METABASE_SECRET_KEY set, each has a Metabase static-embedding URL signed for 10 minutes; without them `configured` is false and the URLs are null. Not cached (Cache-Control: private, no-store).
         */
        get: operations["metabaseDashboardList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/order-confirmation/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Send an order confirmation to the invoice receiver (staff only)
         * @description Mails it (SMTP, or the outbox without one) and stamps the sent date; sent once: a second send is 400.
         */
        put: operations["orderConfirmationSend"];
        post?: never;
        /** Delete an unsent order confirmation (staff only) */
        delete: operations["orderConfirmationDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/order-confirmation/{id}/email-preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The e-mail of an order confirmation as HTML (staff only)
         * @description {id} is the order confirmation. purpose, when sent, must be the confirmation’s own (NEW_PACKAGE or EDITED_PACKAGE).
         */
        get: operations["orderConfirmationPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/package-type/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Package types with their newest price (staff only) */
        get: operations["packageTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/package/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sold packages, newest sold first
         * @description Staff get every package with the office's fields; a customer the packages they pay for and those of their own student profile, without them ('Mine pakker'). search: package type, receiver or student name.
         */
        get: operations["packageList"];
        put?: never;
        /**
         * Sell a package ('Ny Pakke på Elev', staff only)
         * @description The seed's rules (date sold, type, at least one student and a receiver required; discount 0 to 100; extra price and hours at least 0; payments at least 1; blanks default). Priced at the type's newest price; expires 12 months after the date sold; makes an order confirmation NEW_PACKAGE.
         */
        post: operations["packageCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/package/package/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a package (staff only)
         * @description Refused (400) once lessons drew hours from it or it was invoiced: deleting it would lose which paid hours the lessons used.
         */
        delete: operations["packageDelete"];
        options?: never;
        head?: never;
        /**
         * Edit a package, or reactivate an expired one (staff only)
         * @description description and comment_for_invoice at most 255; extra hours and price at least 0; discount 0 to 100; reactivate_package gives an expired package 12 months from today. A change makes an order confirmation EDITED_PACKAGE.
         */
        patch: operations["packageUpdate"];
        trace?: never;
    };
    "/payment/mark-invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Marker valgte som fakurert' and the export stamp (staff only)
         * @description Sets (true) or clears (false) the sent and/or exported date (today, Oslo) of package and travel lines, atomically and idempotently: only lines not yet in the target state change; the others come back in ids_not_updated. A custom lesson among travel_activities: 400 {travel_activities: ['Det er ikke mulig å markere tilpasset faktura enda']} and nothing changes.
         */
        post: operations["paymentMarkInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/package-invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Pakkefaktura': package invoices of a period by receiver (staff only)
         * @description One product line per package sold in the period (date_sold from start_date to end_date, both included), grouped by invoice receiver (by name). Prices in numeric, rounded to øre once (docs/api.md). Unpaged: the screen shows every receiver of the period.
         */
        get: operations["paymentPackageInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/travel-invoices/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Reisefaktura': travel invoices of a period by receiver (staff only)
         * @description One product line per completed lesson with travel in the period (Oslo days, both included) and receiver of its students (the receiver of the package the lesson drew from, else the student's first receiver), at the customer travel rate. Lessons of a custom category are flagged is_custom.
         */
        get: operations["paymentTravelInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The salary table of 'Betal Lønn' (staff only)
         * @description A page of teachers by name with hours and pay for the month and view (unpaid: unpaid lessons with a summary that started on or before the last day of the month; paid: lessons paid in the pay run of the month), the warning count of past lessons lacking a summary, and the lesson ids. Sums are exact (numeric) two-decimal strings.
         */
        get: operations["salaryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/generate-csv/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Last ned lønn - CSV': the payroll file of the view (staff only)
         * @description text/csv (UTF-8 with BOM, ';', CRLF), named 'Lønn-{month}-{year}.csv': header Ansattnummer;Navn;Lønnsart;Timer;Beløp, then one row per teacher with a Visma id and pay type (Basislønn, Bonuslønn, Reiselønn, Ekstralønn) that is not zero. Numbers with French digit grouping; text cells starting with = + - @ tab or CR are prefixed with an apostrophe. Only the header: no data ('CSV data not available!').
         */
        get: operations["salaryGenerateCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/mark-activities-as-paid/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark lessons paid (payment_date) or unpaid (null) (staff only)
         * @description Idempotent and atomic: one UPDATE of the lessons not yet in the target state. Paying needs a summary and a teacher with a Visma id. Ids missing, already in the target state or not payable come back in ids_not_updated; response_message is the seed’s text.
         */
        post: operations["salaryMarkActivitiesAsPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/next-payment/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The teacher’s next payment and total unpaid pay
         * @description Sums of base, incentive bonus, special bonus and travel pay (domain.md "Teacher pay"). Teachers only.
         */
        get: operations["salaryNextPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/teacher/{id}/reminder/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Send en påminnelse til læreren' (staff only)
         * @description Mails the teacher (id: teacher id) the lessons that started before now and still lack a summary, through the outbox. 400 when there is none; unknown teacher 404.
         */
        post: operations["salarySendSummaryReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/salary/total/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The summary cards of 'Betal Lønn' and the ids of 'Marker alt' (staff only)
         * @description Total hours and pay of every lesson of the view (the sum of all rows of GET salary/), and all_activity_ids.
         */
        get: operations["salaryTotal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/fields-of-study/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fields of study (teacher profile)
         * @description Teachers and staff.
         */
        get: operations["fieldOfStudyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/school/school/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Schools
         * @description Teachers and staff.
         */
        get: operations["schoolList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subject/education-stage/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Education stages
         * @description Teachers and staff.
         */
        get: operations["educationStageList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subject/subject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subjects with education stage and category
         * @description Teachers and staff.
         */
        get: operations["subjectList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/change-password/": {
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
        /**
         * Change the signed-in user's password
         * @description A wrong old password: 400 {old_password: [...]}. A weak new password: 400 {new_password: [...]}. A change revokes every refresh token of the user (every other session is signed out) and answers a new token pair for this one.
         */
        patch: operations["userChangePassword"];
        trace?: never;
    };
    "/user/city/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities
         * @description Teachers and staff.
         */
        get: operations["cityList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invoice-receiver/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoice receivers with the students they pay for, paged ('Fakturamottakere', staff only)
         * @description search: name, e-mail or phone. Default ordering -id (newest first).
         */
        get: operations["invoiceReceiverList"];
        put?: never;
        /**
         * Register an invoice receiver for students
         * @description A teacher may name only their own students in pays_for_students. self_as_student: the receiver is the student with user_info.email (among pays_for_students). The e-mail of an existing receiver the caller may see (staff, or a teacher whose student it already pays for) adds the students to that receiver (200); any other existing e-mail is 400; otherwise a new receiver is created (201). A teacher sees only their own students in students_to_pay_for.
         */
        post: operations["invoiceReceiverCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invoice-receiver/list-plain/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invoice receivers as a plain list (the receiver picker, staff only)
         * @description Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.
         */
        get: operations["invoiceReceiverListPlain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/invoice-receiver/{id}/": {
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
        /**
         * Add a student the receiver pays for (add_new_student, staff only)
         * @description A student the receiver already pays for changes nothing. An unknown student is a field error.
         */
        patch: operations["invoiceReceiverUpdate"];
        trace?: never;
    };
    "/user/login/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Answers 401 for a wrong e-mail or password. Every attempt is counted before the password is checked: after 5 attempts for one e-mail within 15 minutes each further attempt must wait a doubling delay (at most 60 s), and one address may make 30 attempts per 15 minutes; a refused attempt gets 429.
         */
        post: operations["userLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: revoke the session's refresh token
         * @description 'Logg ut' in the portal. The presented refresh token is revoked, so it cannot be refreshed again. Always 204: an unknown, expired or forged token has nothing to revoke. The access token lives out its few minutes.
         */
        post: operations["userLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password-reset/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset link by e-mail
         * @description The same answer whether or not the e-mail belongs to a user; when it does, a mail with the link PUBLIC_URL/confirm-reset-password/?token=... is sent.
         */
        post: operations["userPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password-reset/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token
         * @description The token works once and expires. A used, expired or unknown token: 400 {token: [...]}. A weak password: 400 {password: [...]} listing every reason (too short, too common, entirely numeric, too similar to the e-mail or name).
         */
        post: operations["userPasswordResetConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/reset-tokens/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live password tokens created by staff (staff only)
         * @description Unused and unexpired tokens, newest first. Tokens expire after 3 days and work once.
         */
        get: operations["userResetTokensList"];
        put?: never;
        /**
         * Create a password token for a user's e-mail (staff only)
         * @description An e-mail without an active user: 400 {email: [...]}. No mail is sent; staff pass the link on.
         */
        post: operations["userResetTokensCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/student/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Students, paged
         * @description A teacher gets their own students, staff every student. search: name, e-mail or phone. Default ordering -created_at for staff (seed 001 §9), full_name for the others.
         */
        get: operations["studentList"];
        put?: never;
        /**
         * Register a student
         * @description Creates a login of user type student (group student, no usable password until a password token is sent). A teacher’s new student is linked to that teacher; staff may pass teacher. An e-mail already in use: 400 {email}.
         */
        post: operations["studentCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/student/contact-people/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's contact person and teachers ('Kontaktpersoner', the dashboard's card)
         * @description For a customer: the contact person at the office, or null, and the active teachers linked to or who have taught the customer's students: their own student profile, then the students they pay for as an invoice receiver. The contact person is that of the first of these students who has one.
         */
        get: operations["studentContactPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/student/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One student with invoice receivers, packages and activities
         * @description A teacher reads only their own students (another’s: 404); staff any.
         */
        get: operations["studentRetrieve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/student/{id}/add-subjects/": {
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
        /**
         * Add subjects to a student
         * @description Adds the subjects (ones the student has stay). Own students only for a teacher (another’s: 404).
         */
        patch: operations["studentAddSubjects"];
        trace?: never;
    };
    "/user/teacher/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Teachers, paged ('Læreroversikt', staff only)
         * @description search: name, e-mail or phone. Default ordering -id (newest first). is_active: only active (true) or inactive (false) teachers; all when absent.
         */
        get: operations["teacherList"];
        put?: never;
        /**
         * Register a teacher ('Ny lærer', staff only)
         * @description The rules of the 'Ny lærer' form (@portal/domain newTeacherSchema, seed 001 §5). The teacher gets activity category 1 and a login without a usable password: they sign in after a password token or a reset.
         */
        post: operations["teacherCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/teacher/list-plain/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active teachers as a plain list (the teacher picker, staff only)
         * @description Unpaged: at most limit rows (default 20). Newest first; with a search (name or e-mail), by name.
         */
        get: operations["teacherListPlain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/teacher/self/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in teacher’s profile */
        get: operations["teacherSelf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/teacher/{id}/": {
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
        /**
         * Update a teacher: status, a preferred subject, profile fields or PDF files
         * @description JSON: {status} (the "status update" after saving an activity); or {subject, preferred_subject}; or profile fields. multipart/form-data: police_report_file, diploma_file, university_grades (PDF by content, at most 10 MB each). A teacher patches only themselves (another teacher: 404); staff any teacher.
         */
        patch: operations["teacherUpdate"];
        trace?: never;
    };
    "/user/teacher/{id}/files/{field}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a teacher’s PDF (attachment)
         * @description Only the teacher themselves (another teacher: 404) and staff.
         */
        get: operations["teacherFileDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new pair
         * @description The refresh token is rotated: the one presented is revoked and refused (401) afterwards.
         */
        post: operations["userTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/user/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search active users by name or e-mail (staff only)
         * @description Ordered by name. is_staff=true offers staff only (the developer picker of the issue board). Unpaged: at most limit rows.
         */
        get: operations["userSearch"];
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
        Activity: {
            /** Format: int32 */
            activity_category: number;
            activity_category_name: string;
            activity_location: components["schemas"]["LocationCode"];
            activity_location_name: string;
            activity_plan: string;
            /**
             * @description Pay for the lesson. Absent for customers.
             * @example 1.50
             */
            base_salary?: string;
            /**
             * @description Hours, a multiple of 0.25.
             * @example 1.50
             */
            duration: string;
            homework: string;
            /** Format: int32 */
            id: number;
            /**
             * @description Bonus for a timely summary. Absent for customers.
             * @example 1.50
             */
            incentive_bonus?: string;
            /**
             * Format: date
             * @description When the teacher was paid. Absent for customers.
             * @example 2026-11-21
             */
            paid_date?: string | null;
            /**
             * @description Special bonus. Absent for customers.
             * @example 1.50
             */
            special_bonus?: string;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            start_date_time: string;
            status: components["schemas"]["ActivityStatus"];
            students: components["schemas"]["PersonRef"][];
            /** Format: int32 */
            subject: number;
            /** @description The subject name. */
            subject_details: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            summary_date: string | null;
            summary_student: string;
            /** @description The summary written for the teacher and the office. Absent for customers. */
            summary_teacher?: string;
            /**
             * Format: int32
             * @description Teacher id.
             */
            teacher: number;
            teacher_name: string;
            /**
             * @description Pay for travel. Absent for customers.
             * @example 1.50
             */
            travel_salary?: string;
            /**
             * Format: int64
             * @description One-way travel in minutes.
             */
            travel_time: number;
        };
        ActivityCategory: {
            /**
             * @description Base pay per hour in kr (decimal string).
             * @example 250.00
             */
            hourly_rate: string;
            /** Format: int64 */
            id: number;
            is_custom: boolean;
            name: string;
        };
        ActivityCreate: {
            /**
             * Format: int32
             * @description Activity category id.
             */
            activity_category: number;
            activity_location: components["schemas"]["LocationCode"];
            activity_plan?: string;
            /**
             * @description Decimal hours, a multiple of 0.25.
             * @example 1.5
             */
            duration: number;
            homework?: string;
            /**
             * Format: date-time
             * @example 2026-11-24T16:00:00+01:00
             */
            start_date_time: string;
            /** @description Ids of own students (at least one). */
            students: number[];
            /**
             * Format: int32
             * @description Subject id.
             */
            subject: number;
            /**
             * Format: date
             * @description Accepted for compatibility and ignored: the server sets it (domain.md).
             */
            summary_date?: string | null;
            summary_student?: string;
            summary_teacher?: string;
            /**
             * Format: int32
             * @description One-way minutes; forced to 0 for INTERNET and CAMPUS.
             */
            travel_time: number;
        };
        ActivityList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["Activity"][];
        };
        /** @enum {string} */
        ActivityStatus: "Fullført" | "Planlagt" | "Mangler oppsummering";
        ActivityUpdate: {
            /**
             * Format: int32
             * @description Activity category id.
             */
            activity_category?: number;
            activity_location?: components["schemas"]["LocationCode"];
            activity_plan?: string;
            /**
             * @description Decimal hours, a multiple of 0.25.
             * @example 1.5
             */
            duration?: number;
            homework?: string;
            /**
             * Format: date-time
             * @example 2026-11-24T16:00:00+01:00
             */
            start_date_time?: string;
            /** @description Ids of own students (at least one). */
            students?: number[];
            /**
             * Format: int32
             * @description Subject id.
             */
            subject?: number;
            /**
             * Format: date
             * @description Accepted for compatibility and ignored: the server sets it (domain.md).
             */
            summary_date?: string | null;
            summary_student?: string;
            summary_teacher?: string;
            /**
             * Format: int32
             * @description One-way minutes; forced to 0 for INTERNET and CAMPUS.
             */
            travel_time?: number;
        };
        AddSubjects: {
            subjects: number[];
        };
        AnalyticsDashboard: {
            /**
             * Format: int64
             * @description The dashboard id in Metabase.
             */
            dashboard_id: number;
            dashboard_name: string;
            /**
             * @description Metabase static embedding: `{METABASE_SITE_URL}/embed/…/{token}#bordered=true&titled=true`, the token an HS256 JWT of `{resource, params: {}, exp}` signed with METABASE_SECRET_KEY, valid 10 minutes. Null while Metabase is not configured.
             * @example https://metabase.example.no/embed/dashboard/eyJhbGciOiJIUzI1NiJ9.e30.sig#bordered=true&titled=true
             */
            iframe_url: string | null;
            /** @description The dashboard in Metabase itself, `{METABASE_SITE_URL}/dashboard/{id}` (needs a Metabase account); null while not configured. */
            metabase_url: string | null;
        };
        AnalyticsDashboardList: {
            /** @description True when METABASE_SITE_URL and METABASE_SECRET_KEY are set. False: every iframe_url is null and the screen says what to configure. */
            configured: boolean;
            dashboards: components["schemas"]["AnalyticsDashboard"][];
        };
        ChangePasswordRequest: {
            new_password: string;
            old_password: string;
        };
        City: {
            city_name: string;
            /** Format: int64 */
            id: number;
        };
        ContactPeople: {
            contact_person: components["schemas"]["ContactPerson"] | null;
            teachers: components["schemas"]["ContactPerson"][];
        };
        ContactPerson: {
            email: string;
            full_name: string;
            phone_number: string;
        };
        Diagram: {
            /**
             * Format: int64
             * @description The question (card) id in Metabase.
             */
            diagram_id: number;
            /** @description Its title in the portal (frame title). */
            diagram_name: string;
            /**
             * Format: int64
             * @description Frame height in px at that width.
             */
            height: number;
            /**
             * @description Metabase static embedding: `{METABASE_SITE_URL}/embed/…/{token}#bordered=true&titled=true`, the token an HS256 JWT of `{resource, params: {}, exp}` signed with METABASE_SECRET_KEY, valid 10 minutes. Null while Metabase is not configured.
             * @example https://metabase.example.no/embed/dashboard/eyJhbGciOiJIUzI1NiJ9.e30.sig#bordered=true&titled=true
             */
            iframe_url: string | null;
            /**
             * Format: int64
             * @description Frame width in px (at most: frames shrink).
             */
            width: number;
        };
        DiagramList: {
            /** @description True when METABASE_SITE_URL and METABASE_SECRET_KEY are set. False: every iframe_url is null and the screen says what to configure. */
            configured: boolean;
            diagrams: components["schemas"]["Diagram"][];
        };
        Document: {
            document_name: string;
            file_uri: string;
            /** Format: int64 */
            id: number;
        };
        DocumentTreeNode: {
            children: components["schemas"]["DocumentTreeNode"][];
            documents: components["schemas"]["Document"][];
            /** Format: int64 */
            id: number;
            name: string;
        };
        EducationStage: {
            education_stage_name: string;
            /** Format: int64 */
            id: number;
        } | null;
        EmailPreview: {
            email_html: string;
        };
        Error: {
            /** @example Ikke funnet. */
            detail: string;
        };
        Faq: {
            answer: string;
            /** Format: int64 */
            id: number;
            question: string;
        };
        FaqTreeNode: {
            children: components["schemas"]["FaqTreeNode"][];
            faqs: components["schemas"]["Faq"][];
            /** Format: int64 */
            id: number;
            name: string;
        };
        FieldOfStudy: {
            /** Format: int64 */
            id: number;
            study_name: string;
        };
        Invoice: {
            invoice_receiver: components["schemas"]["InvoiceReceiverDetails"];
            products: components["schemas"]["InvoiceProduct"][];
        };
        InvoiceList: components["schemas"]["Invoice"][];
        InvoiceProduct: {
            /**
             * Format: date
             * @description Date sold, or the day of the lesson.
             * @example 2026-11-21
             */
            date_sold: string;
            /**
             * Format: int32
             * @description Package id (package invoices) or lesson id (travel invoices): what payment/mark-invoices/ takes.
             */
            id: number;
            /**
             * Format: date
             * @example 2026-11-21
             */
            invoice_exported_date: string | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            invoice_sent_date: string | null;
            /** @description A lesson of a custom category: shown, but not exportable or markable ('Det er ikke mulig å markere tilpasset faktura enda'). */
            is_custom: boolean;
            /** Format: int64 */
            number_of_payments: number;
            /**
             * @description Fee per payment when number_of_payments > 1, else 0.00.
             * @example 1.50
             */
            partial_payment_fee: string;
            /**
             * @description total_price / number_of_payments, rounded to øre (half away from zero).
             * @example 1.50
             */
            price_per_payment: string;
            product_info: string;
            /** Format: int64 */
            quantity: number;
            /**
             * @description Package: price × (1 − discount/100) + extra price, rounded to øre once; travel: the customer travel rate.
             * @example 1.50
             */
            sold_for_price: string;
            /**
             * @description sold_for_price + partial_payment_fee × number_of_payments (exact).
             * @example 1.50
             */
            total_price: string;
        };
        InvoiceReceiver: {
            address: string;
            email: string;
            first_name: string;
            full_name: string;
            /** Format: int32 */
            id: number;
            last_name: string;
            phone_number: string;
            post_code: string;
            post_code_area: string;
            self_as_student: boolean;
            students_to_pay_for: components["schemas"]["PersonRef"][];
        };
        InvoiceReceiverCreate: {
            pays_for_students?: number[];
            self_as_student?: boolean;
            user_info: components["schemas"]["InvoiceReceiverUserInfo"];
        };
        InvoiceReceiverDetails: {
            address: string;
            email: string;
            full_name: string;
            /**
             * Format: int32
             * @description Invoice receiver id.
             */
            id: number;
            phone_number: string;
            post_code: string;
            post_code_area: string;
        };
        InvoiceReceiverList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["InvoiceReceiver"][];
        };
        InvoiceReceiverPatch: {
            /**
             * Format: int32
             * @description A student the receiver pays for from now on.
             */
            add_new_student: number;
        };
        InvoiceReceiverUserInfo: {
            address: string;
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
            first_name: string;
            last_name: string;
            /** @description 8 to 10 characters once spaces are removed (seed 000 §5). */
            phone_number: string;
            post_code: string;
            post_code_area: string;
        };
        Issue: {
            author_name: string | null;
            /**
             * Format: int64
             * @description 1 Utvikling, 2 Markedsføring, 3 Økonomi.
             */
            category: number;
            description: string;
            details: string;
            /** Format: int64 */
            developer: number | null;
            developer_name: string | null;
            /**
             * @description Hours.
             * @example 4
             */
            estimate: number;
            /** Format: int64 */
            id: number;
            /**
             * Format: int64
             * @description 1 Lav, 2 Middels, 3 Høy.
             */
            priority: number;
            /**
             * Format: int64
             * @description 1 Åpen, 2 Underveis, 3 Ferdig.
             */
            state: number;
            title: string;
        };
        /** @description A new issue starts in state 1 unless state is sent. */
        IssueCreate: {
            /**
             * Format: int32
             * @description 1 Utvikling, 2 Markedsføring, 3 Økonomi.
             */
            category: number;
            description: string;
            details?: string | null;
            /**
             * Format: int32
             * @description A staff user id (user/user/?is_staff=true), or null.
             */
            developer?: number | null;
            /** @description Hours. */
            estimate: number;
            /**
             * Format: int32
             * @description 1 Lav, 2 Middels, 3 Høy.
             */
            priority: number;
            /**
             * Format: int32
             * @description 1 Åpen, 2 Underveis, 3 Ferdig.
             */
            state?: number;
            title: string;
        };
        /** @description Changed fields, or the state alone. */
        IssuePatch: {
            /**
             * Format: int32
             * @description 1 Utvikling, 2 Markedsføring, 3 Økonomi.
             */
            category?: number;
            description?: string;
            details?: string | null;
            /**
             * Format: int32
             * @description A staff user id (user/user/?is_staff=true), or null.
             */
            developer?: number | null;
            /** @description Hours. */
            estimate?: number;
            /**
             * Format: int32
             * @description 1 Lav, 2 Middels, 3 Høy.
             */
            priority?: number;
            /**
             * Format: int32
             * @description 1 Åpen, 2 Underveis, 3 Ferdig.
             */
            state?: number;
            title?: string;
        };
        Location: {
            /** @example INTERNET */
            code: string;
            /** @example Digitalt */
            label: string;
        };
        /** @enum {string} */
        LocationCode: "INTERNET" | "CAMPUS" | "STUDENT_HOME" | "OTHER";
        LoginRequest: {
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
            password: string;
        };
        LoginResponse: {
            /** @description JWT access token (5 minutes). */
            access: string;
            /** @description True for a teacher whose required initial-info fields are empty. */
            needs_update: boolean;
            /** @description JWT refresh token (1 day); payload has exp (seconds) and jti. */
            refresh: string;
            type: components["schemas"]["UserType"];
            user: components["schemas"]["UserSummary"];
        };
        LogoutRequest: {
            refresh: string;
        };
        MarkActivitiesPaid: {
            /** @description Lesson ids; duplicates count once. */
            activity_ids: number[];
            /**
             * Format: date
             * @description YYYY-MM-DD: mark paid on that day; null: mark unpaid.
             */
            payment_date: string | null;
        };
        MarkActivitiesPaidResult: {
            /** @description Ids that do not exist, were already in the target state, have no summary (paying), or belong to a teacher without a Visma id (paying). */
            ids_not_updated: number[];
            response_message: string;
        };
        MarkInvoices: {
            /** @description true: set the exported date (today) where not set; false: clear it; absent: leave. */
            mark_exported?: boolean;
            /** @description true: set the sent date (today) where not set; false: clear it; absent: leave. */
            mark_sent?: boolean;
            /** @description Package ids (package invoice lines). */
            packages?: number[];
            /** @description Lesson ids (travel invoice lines). */
            travel_activities?: number[];
        };
        MarkInvoicesResult: {
            /** @description Ids missing, not an invoice line, or already in the target state. */
            ids_not_updated: {
                packages: number[];
                travel_activities: number[];
            };
            response_message: string;
        };
        Message: {
            detail: string;
        };
        MonthCheck: {
            disagreements: components["schemas"]["MonthCheckDisagreement"][];
            /** Format: int64 */
            month: number;
            packages: components["schemas"]["MonthCheckPackage"][];
            teachers: components["schemas"]["MonthCheckTeacher"][];
            totals: {
                /** @example 1.50 */
                hours_drawn: string;
                /** @example 1.50 */
                hours_invoiced: string;
                /** @example 1.50 */
                hours_paid: string;
                /** @example 1.50 */
                hours_taught: string;
                /** @example 1.50 */
                student_hours: string;
            };
            /** Format: int64 */
            year: number;
        };
        MonthCheckDisagreement: {
            /**
             * Format: int32
             * @description The lesson (activity id), if any.
             */
            activity: number | null;
            /**
             * Format: date
             * @description Day of the lesson, or the date the package was sold.
             * @example 2026-11-21
             */
            date: string;
            /** Format: int32 */
            invoice_receiver: number | null;
            /**
             * @description lesson_without_package: a student of the lesson drew fewer hours than the lesson lasted (no package to draw from); lesson_without_summary: held, never summarised, so never paid; lesson_paid_before_summary: paid with no summary or before it; package_not_invoiced: sold or drawn from in the month, invoice not sent.
             * @enum {string}
             */
            kind: "lesson_without_package" | "lesson_without_summary" | "lesson_paid_before_summary" | "package_not_invoiced";
            /** @description The disagreement in Norwegian, for the screen. */
            message: string;
            /**
             * Format: int32
             * @description The package id, if any.
             */
            package: number | null;
            /** Format: int32 */
            student: number | null;
            /** Format: int32 */
            teacher: number | null;
        };
        MonthCheckPackage: {
            /**
             * Format: date
             * @example 2026-11-21
             */
            date_sold: string;
            /**
             * @description Hours the month's lessons drew from it.
             * @example 1.50
             */
            hours_drawn: string;
            /**
             * @description Type hours plus additional hours.
             * @example 1.50
             */
            hours_in_package: string;
            /**
             * @description hours_drawn when the invoice is sent, else 0.00.
             * @example 1.50
             */
            hours_invoiced: string;
            /**
             * @description Hours drawn by the month's lessons that are paid.
             * @example 1.50
             */
            hours_paid: string;
            /**
             * Format: int32
             * @description Package id.
             */
            id: number;
            /** Format: int32 */
            invoice_receiver: number;
            invoice_receiver_name: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            invoice_sent_date: string | null;
            /** @description The package type's name. */
            name: string;
        };
        MonthCheckTeacher: {
            /**
             * @description Hours the lessons drew from packages.
             * @example 1.50
             */
            hours_drawn: string;
            /**
             * @description Of those, hours drawn from packages whose invoice is sent.
             * @example 1.50
             */
            hours_invoiced: string;
            /**
             * @description Hours of the lessons that are paid (paid_date set).
             * @example 1.50
             */
            hours_paid: string;
            /**
             * @description Hours of the lessons held in the month (started before now).
             * @example 1.50
             */
            hours_taught: string;
            /**
             * Format: int32
             * @description Teacher id.
             */
            id: number;
            name: string;
            /**
             * @description Lesson hours × students: what the lessons should draw from packages.
             * @example 1.50
             */
            student_hours: string;
        };
        NextActivity: {
            activity_location: components["schemas"]["LocationCode"];
            activity_location_name: string;
            activity_plan: string;
            /** @example 1.50 */
            base_salary: string;
            /** @example 1.50 */
            duration: string;
            /** Format: int32 */
            id: number;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            start_date_time: string;
            students: components["schemas"]["PersonRef"][];
            subject_details: string;
            teacher_name: string;
            /** @example 1.50 */
            travel_salary: string;
            /** Format: int64 */
            travel_time: number;
        } | null;
        NextPayment: {
            next_payment: components["schemas"]["PayBreakdown"];
            total_unpaid: components["schemas"]["PayBreakdown"] & unknown;
        };
        OrderConfirmation: {
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            created_at: string;
            /** Format: int32 */
            id: number;
            /** @enum {string} */
            order_confirmation_purpose: "NEW_PACKAGE" | "EDITED_PACKAGE";
            /**
             * Format: date-time
             * @description When it was mailed to the invoice receiver; null while unsent.
             * @example 2026-11-21T14:15:00+01:00
             */
            order_confirmation_sent_date: string | null;
        };
        OutboxMessage: {
            /** Format: date-time */
            created_at: string;
            html: string | null;
            /** Format: int64 */
            id: number;
            /** Format: date-time */
            sent_at: string | null;
            subject: string;
            text: string;
            to: string;
        };
        OverdueCount: {
            /**
             * Format: int64
             * @description Own past activities without summary.
             */
            count: number;
        };
        Package: {
            /**
             * @description Hours added to the type hours. Staff only (absent for customers).
             * @example 1.50
             */
            additional_hours_added?: string;
            /** @description Comment on the invoice. Staff only (absent for customers). */
            comment_for_invoice?: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            date_sold: string;
            description: string;
            /**
             * @description Discount in percent. Staff only (absent for customers).
             * @example 1.50
             */
            discount_percentage?: string;
            /**
             * Format: date
             * @description When the hours run out at the recent pace (@portal/domain forecastRunOut); null when used up or no lesson in the last 8 weeks.
             * @example 2026-11-21
             */
            expected_run_out_date: string | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            expiration_date: string;
            /**
             * @description kr added after the discount. Staff only (absent for customers).
             * @example 1.50
             */
            extra_price?: string;
            /**
             * @description Type hours plus additional hours.
             * @example 1.50
             */
            hours_in_package: string;
            /**
             * @description Hours drawn by lessons that started in the last 8 weeks (the recent pace).
             * @example 1.50
             */
            hours_used_last_8_weeks: string;
            /** Format: int32 */
            id: number;
            /**
             * Format: int32
             * @description Invoice receiver id. Staff only (absent for customers).
             */
            invoice_receiver?: number;
            invoice_receiver_name: string;
            /**
             * Format: date
             * @description When the invoice was sent. Staff only (absent for customers).
             * @example 2026-11-21
             */
            invoice_sent_date?: string | null;
            is_expired: boolean;
            /** @description The package type's name. */
            name: string;
            /**
             * Format: int64
             * @description Payments the price is split into. Staff only (absent for customers).
             */
            number_of_payments?: number;
            /** @description Order confirmations, oldest first. Staff only (absent for customers). */
            order_confirmations?: components["schemas"]["OrderConfirmation"][];
            /**
             * Format: int32
             * @description Package type id. Staff only (absent for customers).
             */
            package_type?: number;
            /**
             * @description kr: the type's price when sold. Staff only (absent for customers).
             * @example 1.50
             */
            package_type_price?: string;
            /**
             * @description Hours left; below 0 when overdrawn.
             * @example 1.50
             */
            remaining_hours: string;
            /**
             * @description kr: price × (1 − discount/100) + extra price, rounded to øre once.
             * @example 1.50
             */
            sold_for_price: string;
            students: components["schemas"]["PersonRef"][];
        };
        /** @description Blank numbers take their defaults: discount 0, extra price 0, extra hours 0, payments 1. */
        PackageCreate: {
            additional_hours_added?: number | "" | null;
            /** Format: date */
            date_sold: string;
            discount_percentage?: number | "" | null;
            extra_price?: number | "" | null;
            /**
             * Format: int32
             * @description Invoice receiver id.
             */
            invoice_receiver: number;
            number_of_payments?: number | "" | null;
            /**
             * Format: int32
             * @description Package type id.
             */
            package_type: number;
            students: number[];
        };
        PackageList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["Package"][];
        };
        PackagePatch: {
            /** @description Students to add. A package’s students are never removed. */
            add_students?: number[];
            additional_hours_added?: number | "" | null;
            comment_for_invoice?: string | null;
            description?: string | null;
            discount_percentage?: number | "" | null;
            extra_price?: number | "" | null;
            /** @description An expired package gets a new expiration date 12 months from today. */
            reactivate_package?: boolean;
        };
        PackageType: {
            /** @example 1.50 */
            hours_in_package: string;
            /** Format: int32 */
            id: number;
            latest_price: {
                /** @example 1.50 */
                price: string;
            } | null;
            name: string;
        };
        PasswordChanged: {
            /** @description JWT access token (5 minutes). */
            access: string;
            detail: string;
            /** @description JWT refresh token (1 day); payload has exp (seconds) and jti. */
            refresh: string;
        };
        PasswordResetConfirmRequest: {
            password: string;
            token: string;
        };
        PasswordResetRequest: {
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
        };
        /** @description Unpaid payable activities that started before the first day of the next pay day’s month. */
        PayBreakdown: {
            /** @example 1.50 */
            base: string;
            /** @example 1.50 */
            incentive_bonus: string;
            /** @example 1.50 */
            special_bonus: string;
            /** @example 1.50 */
            travel_salary: string;
        };
        PersonRef: {
            full_name: string;
            /** Format: int32 */
            id: number;
        };
        ResetToken: {
            /** Format: date-time */
            created_at: string;
            /** Format: int64 */
            id: number;
            /** @description Link: {origin}/confirm-reset-password/?token={key} */
            key: string;
            user_email: string;
        };
        ResetTokenCreateRequest: {
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
        };
        SalaryTotal: {
            /** @description What 'Marker alt som betalt/ubetalt' sends. In the unpaid view only lessons of teachers with a Visma id: pay that cannot be on the payroll file is not marked paid. */
            all_activity_ids: number[];
            /** @example 1.50 */
            total_hours: string;
            /** @example 1.50 */
            total_payment: string;
        };
        School: {
            /** Format: int64 */
            id: number;
            school_name: string;
        };
        StaffTeacher: {
            activity_categories: number[];
            address: string;
            /** Format: int64 */
            age: number | null;
            /** Format: int32 */
            city: number | null;
            city_name: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            created_at: string;
            /**
             * Format: int64
             * @description Days since the teacher’s last lesson that has started; null without one.
             */
            days_since_last_session: number | null;
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            diploma_file: string | null;
            email: string;
            field_of_study_name: string | null;
            first_name: string;
            full_name: string;
            /**
             * @description Hours of the teacher’s lessons that started in the last 30 days.
             * @example 1.50
             */
            hours_last_30_days: string;
            /** Format: int32 */
            id: number;
            is_active: boolean;
            last_name: string;
            /** @description Staff’s notes about the teacher. Never sent to a teacher (absent then). */
            our_comments?: string;
            /** @description true, false or unknown (null). */
            owns_tablet: boolean | null;
            phone_number: string;
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            police_report_file: string | null;
            post_code: string;
            post_code_area: string;
            status: components["schemas"]["TeacherStatus"];
            /** @description The teacher’s own students. */
            students: components["schemas"]["PersonRef"][];
            subjects: components["schemas"]["TeacherSubject"][];
            teacher_slack_id: string | null;
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            university_grades: string | null;
            visma_employment_id: string | null;
            /** @description The teacher wants more students (status WANT_MORE_STUDENTS). */
            wants_student: boolean;
        };
        Student: {
            address: string;
            /** Format: int64 */
            age: number | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            birth_date: string | null;
            /** Format: int32 */
            city: number | null;
            city_name: string | null;
            contact_person_name: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            created_at: string;
            /** Format: int64 */
            days_since_last_activity: number | null;
            email: string;
            first_name: string;
            full_name: string;
            /** @description How the family heard of us. Absent for customers. */
            heard_about_us?: string;
            /** Format: int32 */
            id: number;
            is_active: boolean;
            last_name: string;
            /**
             * @description Remaining hours over the student’s non-expired packages.
             * @example 1.50
             */
            number_of_hours_remaining_in_packages: string;
            /**
             * @description Hours of future activities.
             * @example 1.50
             */
            number_of_planned_hours: string;
            /** @description Notes from registration. Absent for customers. */
            other_comments?: string;
            phone_number: string;
            post_code: string;
            post_code_area: string;
            /** Format: int32 */
            school: number | null;
            school_name: string | null;
            subjects: number[];
            /**
             * Format: int32
             * @description The first linked teacher (id), or null.
             */
            teacher: number | null;
        };
        StudentActivity: {
            activity_location_name: string;
            /** @example 1.50 */
            duration: string;
            /** Format: int32 */
            id: number;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            start_date_time: string;
            /** @description The subject name. */
            subject: string;
            teacher_name: string;
        };
        StudentCreate: {
            address: string;
            /** Format: date */
            birth_date: string;
            /** Format: int32 */
            city: number;
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
            first_name: string;
            heard_about_us?: string;
            last_name: string;
            other_comments?: string;
            /** @description 8 to 10 characters once spaces are removed (seed 000 §5). */
            phone_number: string;
            post_code: string;
            post_code_area: string;
            /** Format: int32 */
            school: number;
            subjects: number[];
            /**
             * Format: int32
             * @description Staff only: the teacher to link. A teacher registering is always linked to themselves.
             */
            teacher?: number | null;
        };
        StudentDetail: {
            /** @description Newest first; for a teacher only their own activities with the student. */
            activities: components["schemas"]["StudentActivity"][];
            invoice_receivers: components["schemas"]["StudentInvoiceReceiver"][];
            packages: components["schemas"]["StudentPackage"][];
            student: components["schemas"]["StudentProfile"];
        };
        StudentInvoiceReceiver: {
            email: string;
            full_name: string;
            /** Format: int32 */
            id: number;
            phone_number: string;
        };
        StudentList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["Student"][];
        };
        StudentOverviewList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["StudentOverviewRow"][];
        };
        StudentOverviewRow: {
            full_name: string;
            /**
             * Format: int32
             * @description Student id.
             */
            id: number;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            last_activity_date: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T14:15:00+01:00
             */
            next_activity_date: string | null;
            /** Format: int64 */
            number_of_activities: number;
            /** Format: int64 */
            number_of_activities_without_summary: number;
            /** @example 1.50 */
            number_of_completed_hours: string;
            /** @example 1.50 */
            number_of_hours_remaining_in_packages: string;
            /** @example 1.50 */
            number_of_planned_hours: string;
        };
        StudentPackage: {
            /**
             * Format: date
             * @example 2026-11-21
             */
            date_sold: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            expiration_date: string;
            /** @example 1.50 */
            hours_in_package: string;
            /** Format: int32 */
            id: number;
            invoice_receiver_name: string;
            is_expired: boolean;
            name: string;
            /** @example 1.50 */
            remaining_hours: string;
        };
        StudentProfile: {
            address: string;
            /** Format: int64 */
            age: number | null;
            /**
             * Format: date
             * @example 2026-11-21
             */
            birth_date: string | null;
            /** Format: int32 */
            city: number | null;
            city_name: string | null;
            contact_person_name: string | null;
            email: string;
            first_name: string;
            full_name: string;
            /** Format: int32 */
            id: number;
            is_active: boolean;
            last_name: string;
            phone_number: string;
            post_code: string;
            post_code_area: string;
            /** Format: int32 */
            school: number | null;
            school_name: string | null;
            subjects: components["schemas"]["SubjectRef"][];
        };
        Subject: {
            education_stage: components["schemas"]["EducationStage"];
            /** Format: int64 */
            id: number;
            subject_category: components["schemas"]["SubjectCategory"];
            subject_name: string;
        };
        SubjectCategory: {
            category_name: string;
            /** Format: int64 */
            id: number;
        } | null;
        SubjectRef: {
            /** Format: int32 */
            id: number;
            subject_name: string;
        };
        SummaryReminderResult: {
            /** Format: int64 */
            number_of_activities: number;
            /** @description The teacher's e-mail. */
            sent_to: string;
        };
        TeacherCreate: {
            /** Format: int32 */
            city: number;
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email: string;
            first_name: string;
            last_name: string;
            /** @description 1 to 255 characters (the seed's messages). */
            our_comments: string;
            subjects: number[];
        };
        /** @enum {string} */
        TeacherFileField: "police_report_file" | "diploma_file" | "university_grades";
        TeacherFiles: {
            /**
             * Format: binary
             * @description A PDF (checked by content), at most 10 MB (maxLength counts bytes).
             */
            diploma_file?: string;
            /**
             * Format: binary
             * @description A PDF (checked by content), at most 10 MB (maxLength counts bytes).
             */
            police_report_file?: string;
            /**
             * Format: binary
             * @description A PDF (checked by content), at most 10 MB (maxLength counts bytes).
             */
            university_grades?: string;
        };
        TeacherList: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["StaffTeacher"][];
        };
        TeacherPatch: {
            address?: string;
            /** @description A Norwegian account number: 11 digits with a valid mod-11 control digit. */
            bank_account_number?: string;
            /** Format: date */
            birth_date?: string;
            /** Format: int32 */
            city?: number | null;
            /**
             * Format: email
             * @description A valid e-mail address.
             */
            email?: string;
            /** Format: int32 */
            field_of_study?: number | null;
            first_name?: string;
            heard_about_rh?: string;
            /** @description Staff only (a teacher sending it gets 403): an inactive teacher cannot sign in and is hidden from the active list. */
            is_active?: boolean;
            last_name?: string;
            /** @description Staff only (a teacher sending it gets 403): notes never shown to the teacher. At most 255 characters (the seed's message). */
            our_comments?: string;
            owns_tablet?: boolean;
            /** @description Blank, or 8 to 10 characters once spaces are removed (seed 000 §5). */
            phone_number?: string;
            post_code?: string;
            post_code_area?: string;
            preferred_subject?: boolean;
            /** @description A fødselsnummer or D-number: 11 digits with valid control digits. */
            social_security?: string;
            status?: components["schemas"]["TeacherStatus"];
            /** @description One of the teacher’s subjects, by id or by subject_name; needs preferred_subject. */
            subject?: number | string;
            /** @description Staff only (a teacher sending it gets 403). Trimmed; blank or null clears it. */
            teacher_slack_id?: string | null;
            /** @description Staff only (a teacher sending it gets 403): the payroll id of the salary screen's 'Mangler VismaID' form. Trimmed; blank or null clears it. */
            visma_employment_id?: string | null;
            year_of_study?: components["schemas"]["YearOfStudy"];
        };
        TeacherSalary: {
            /** @description The lessons of the row: what 'Marker som betalt/ubetalt' sends. */
            activity_ids: number[];
            /** @description 'Storgata 1, 0155 Oslo'. */
            address: string;
            bank_account_number: string;
            email: string;
            /**
             * Format: int32
             * @description Teacher id (PATCH user/teacher/{id}/ for the Visma id).
             */
            id: number;
            /**
             * @description Bonuslønn.
             * @example 1.50
             */
            incentive_bonus_next_payment: string;
            name: string;
            /**
             * @description Basislønn.
             * @example 1.50
             */
            next_base_payment: string;
            /**
             * Format: int64
             * @description Lessons that started before now and still lack a summary (the warning).
             */
            number_of_activities_without_summary: number;
            social_security: string;
            /**
             * @description Ekstralønn.
             * @example 1.50
             */
            special_bonus_salary: string;
            /**
             * @description Hours of the lessons.
             * @example 1.50
             */
            total_activity_duration_for_payment: string;
            /**
             * @description Total pay of the view (unpaid view: unpaid; paid view: paid in the run).
             * @example 1.50
             */
            total_unpaid: string;
            /**
             * @description Reiselønn.
             * @example 1.50
             */
            travel_salary: string;
            /** @description null: 'Mangler VismaID'. */
            visma_employment_id: string | null;
        };
        TeacherSalaryPage: {
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages.
             */
            count: number;
            /** @description URL of the next page, or null. */
            next: string | null;
            /** @description URL of the previous page, or null. */
            previous: string | null;
            results: components["schemas"]["TeacherSalary"][];
        };
        TeacherSelf: {
            address: string;
            bank_account_number: string;
            /**
             * Format: date
             * @example 2026-11-21
             */
            birth_date: string | null;
            /** Format: int32 */
            city: number | null;
            city_name: string | null;
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            diploma_file: string | null;
            email: string;
            /** Format: int32 */
            field_of_study: number | null;
            field_of_study_name: string | null;
            first_name: string;
            full_name: string;
            heard_about_rh: string;
            /**
             * Format: int32
             * @description Teacher id (the {id} of PATCH user/teacher/{id}/).
             */
            id: number;
            last_name: string;
            /** @description Required initial-info fields are empty. */
            needs_update: boolean;
            owns_tablet: boolean | null;
            phone_number: string;
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            police_report_file: string | null;
            post_code: string;
            post_code_area: string;
            social_security: string;
            status: components["schemas"]["TeacherStatus"];
            subjects: components["schemas"]["TeacherSubject"][];
            /** @description Path of GET user/teacher/{id}/files/{field}/ when a file is stored, else null. */
            university_grades: string | null;
            /** Format: int32 */
            user_id: number;
            year_of_study: components["schemas"]["YearOfStudy"];
        };
        /** @enum {string} */
        TeacherStatus: "DO_NOT_WANT_MORE_STUDENTS" | "WANT_MORE_STUDENTS";
        TeacherSubject: {
            /** Format: int32 */
            id: number;
            preferred_subject: boolean;
            subject_name: string;
        };
        TokenPair: {
            /** @description JWT access token (5 minutes). */
            access: string;
            /** @description JWT refresh token (1 day); payload has exp (seconds) and jti. */
            refresh: string;
        };
        TokenRefreshRequest: {
            refresh: string;
        };
        UserListItem: {
            email: string;
            full_name: string;
            /** Format: int32 */
            id: number;
        };
        UserSearchResult: {
            email: string;
            full_name: string;
            /** Format: int64 */
            id: number;
            is_staff: boolean;
        };
        UserSummary: {
            email: string;
            first_name: string;
            full_name: string;
            /** @description Group names: 'student', 'invoice_receiver'. */
            groups: string[];
            /** Format: int64 */
            id: number;
            is_staff: boolean;
            last_name: string;
            user_type: components["schemas"]["UserType"];
        };
        /** @enum {string} */
        UserType: "teacher" | "employee" | "student" | "invoice_receiver";
        /**
         * @example {
         *       "email": [
         *         "Ugyldig email-adresse"
         *       ]
         *     }
         */
        ValidationError: {
            [key: string]: string[];
        };
        /** @enum {string|null} */
        YearOfStudy: "1" | "2" | "3" | "4" | "5" | "6" | "FIN" | "OTHER" | null;
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    activityCategoryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityCategory"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityList: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
                /** @description Sort field, '-' for descending. Default -start_date_time. */
                ordering?: "start_date_time" | "-start_date_time" | "duration" | "-duration" | "subject_details" | "-subject_details" | "base_salary" | "-base_salary" | "travel_salary" | "-travel_salary" | "id" | "-id";
                /** @description Only one display status: completed ('Fullført'), planned ('Planlagt') or missing_summary ('Mangler oppsummering'). */
                status?: "missing_summary" | "planned" | "completed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description A new UUID for each new lesson the form saves, sent again with every retry of that save. A save sent again with the same key (its answer was lost) gets the lesson the first one made instead of a second one: as it is when the body is the same, else with the new body written to it. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityLocationList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Location"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityNext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next activity or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextActivity"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityOverdue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverdueCount"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityStudentOverview: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentOverviewList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityRetrieve: {
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
            /** @description The activity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityDelete: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    activityUpdate: {
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
                "application/json": components["schemas"]["ActivityUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Activity"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    devOutboxList: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Only mail to this address. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newest messages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        results: components["schemas"]["OutboxMessage"][];
                    };
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    employeeFaqTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqTreeNode"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    documentFileTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentTreeNode"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherFaqTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqTreeNode"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    economyMonthCheck: {
        parameters: {
            query?: {
                /** @description 1-12. Default: the last whole month (Oslo). */
                month?: number;
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonthCheck"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The API is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    issueList: {
        parameters: {
            query?: {
                /** @description Category: 1 Utvikling, 2 Markedsføring, 3 Økonomi. */
                search?: "1" | "2" | "3";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issues. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Issue"][];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Issue"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueDelete: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    issueUpdate: {
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
                "application/json": components["schemas"]["IssuePatch"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Issue"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    metabaseDiagramList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The diagrams. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagramList"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    metabaseDashboardList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsDashboardList"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    orderConfirmationSend: {
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
            /** @description Sent; the package with its confirmations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    orderConfirmationDelete: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    orderConfirmationPreview: {
        parameters: {
            query?: {
                purpose?: "NEW_PACKAGE" | "EDITED_PACKAGE";
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail as HTML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreview"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    packageTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Active types, smallest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageType"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    packageList: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PackageList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    packageCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PackageCreate"];
            };
        };
        responses: {
            /** @description Sold. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    packageDelete: {
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
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    packageUpdate: {
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
                "application/json": components["schemas"]["PackagePatch"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Package"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    paymentMarkInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkInvoices"];
            };
        };
        responses: {
            /** @description What was not changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkInvoicesResult"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    paymentPackageInvoices: {
        parameters: {
            query?: {
                /** @description First day, DD.MM.YYYY (default 01.01.2016). */
                start_date?: string;
                /** @description Last day, DD.MM.YYYY (default today in Oslo). */
                end_date?: string;
                /** @description true: only lines marked invoiced (fakturert); false: only those not yet; absent: all. */
                sent?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoices by receiver. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    paymentTravelInvoices: {
        parameters: {
            query?: {
                /** @description First day, DD.MM.YYYY (default 01.01.2016). */
                start_date?: string;
                /** @description Last day, DD.MM.YYYY (default today in Oslo). */
                end_date?: string;
                /** @description true: only lines marked invoiced (fakturert); false: only those not yet; absent: all. */
                sent?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Invoices by receiver. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salaryList: {
        parameters: {
            query?: {
                /** @description 1-12, 'Lønn til og med' month. Default: the first month option (the next pay day's month). */
                month?: number;
                /** @description Year of month. */
                year?: number;
                /** @description true (default): unpaid payable lessons that started on or before the last day of the month; false: lessons paid in the pay run of the month (paid_date in the month after). */
                month_is_unpaid?: "0" | "1" | "true" | "false" | "True" | "False";
                /** @description true: only teachers with past lessons still lacking a summary. */
                only_show_alerts?: "0" | "1" | "true" | "false" | "True" | "False";
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of teachers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherSalaryPage"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salaryGenerateCsv: {
        parameters: {
            query?: {
                /** @description 1-12, 'Lønn til og med' month. Default: the first month option (the next pay day's month). */
                month?: number;
                /** @description Year of month. */
                year?: number;
                /** @description true (default): unpaid payable lessons that started on or before the last day of the month; false: lessons paid in the pay run of the month (paid_date in the month after). */
                month_is_unpaid?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payroll file. */
            200: {
                headers: {
                    /** @description attachment; filename="Lonn-11-2026.csv"; filename*=UTF-8''L%C3%B8nn-11-2026.csv */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salaryMarkActivitiesAsPaid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkActivitiesPaid"];
            };
        };
        responses: {
            /** @description What was not changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkActivitiesPaidResult"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salaryNextPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Pay sums. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextPayment"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salarySendSummaryReminder: {
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
            /** @description Sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SummaryReminderResult"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    salaryTotal: {
        parameters: {
            query?: {
                /** @description 1-12, 'Lønn til og med' month. Default: the first month option (the next pay day's month). */
                month?: number;
                /** @description Year of month. */
                year?: number;
                /** @description true (default): unpaid payable lessons that started on or before the last day of the month; false: lessons paid in the pay run of the month (paid_date in the month after). */
                month_is_unpaid?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalaryTotal"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    fieldOfStudyList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldOfStudy"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    schoolList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["School"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    educationStageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EducationStage"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    subjectList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subject"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed; a new token pair for this session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    cityList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["City"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invoiceReceiverList: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
                /** @description Sort field, '-' for descending. Default -id. */
                ordering?: "id" | "-id" | "full_name" | "-full_name" | "first_name" | "-first_name" | "last_name" | "-last_name" | "email" | "-email" | "phone_number" | "-phone_number" | "post_code_area" | "-post_code_area" | "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceReceiverList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invoiceReceiverCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceReceiverCreate"];
            };
        };
        responses: {
            /** @description Students added to an existing receiver. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceReceiver"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceReceiver"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invoiceReceiverListPlain: {
        parameters: {
            query?: {
                /** @description At most this many rows (default 20). */
                limit?: number;
                /** @description Part of the name, e-mail or phone number. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receivers found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItem"][];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    invoiceReceiverUpdate: {
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
                "application/json": components["schemas"]["InvoiceReceiverPatch"];
            };
        };
        responses: {
            /** @description The receiver with the students it pays for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceReceiver"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description For mange forsøk. */
            429: {
                headers: {
                    /** @description Seconds until the next attempt is allowed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutRequest"];
            };
        };
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Always the same message. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userPasswordResetConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetConfirmRequest"];
            };
        };
        responses: {
            /** @description Password saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userResetTokensList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetToken"][];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userResetTokensCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetTokenCreateRequest"];
            };
        };
        responses: {
            /** @description The new token. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetToken"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    studentList: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
                /** @description Sort field, '-' for descending. Default -created_at for staff, full_name otherwise. */
                ordering?: "full_name" | "-full_name" | "first_name" | "-first_name" | "last_name" | "-last_name" | "email" | "-email" | "phone_number" | "-phone_number" | "city_name" | "-city_name" | "created_at" | "-created_at" | "number_of_hours_remaining_in_packages" | "-number_of_hours_remaining_in_packages" | "days_since_last_activity" | "-days_since_last_activity" | "number_of_planned_hours" | "-number_of_planned_hours" | "id" | "-id";
                /** @description Only active (true) or inactive (false) students; all when absent. */
                is_active?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    studentCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StudentCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Student"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    studentContactPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact people. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPeople"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    studentRetrieve: {
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
            /** @description The student. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentDetail"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    studentAddSubjects: {
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
                "application/json": components["schemas"]["AddSubjects"];
            };
        };
        responses: {
            /** @description The student with all subjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StudentProfile"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherList: {
        parameters: {
            query?: {
                /** @description Page size (default 10). */
                limit?: number;
                /** @description Rows to skip. */
                offset?: number | null;
                /** @description Case-insensitive text search. */
                search?: string;
                /** @description Sort field, '-' for descending. Default -id. */
                ordering?: "id" | "-id" | "full_name" | "-full_name" | "first_name" | "-first_name" | "last_name" | "-last_name" | "email" | "-email" | "phone_number" | "-phone_number" | "city_name" | "-city_name" | "hours_last_30_days" | "-hours_last_30_days" | "days_since_last_session" | "-days_since_last_session" | "created_at" | "-created_at";
                /** @description Subject ids, comma-separated: teachers who teach any of them. */
                subjects?: string;
                /** @description City id. */
                city?: number;
                /** @description Teachers who want more students (true) or do not (false). */
                wants_student?: "0" | "1" | "true" | "false" | "True" | "False";
                /** @description true, false or unknown (not answered). */
                owns_tablet?: "true" | "false" | "unknown";
                /** @description Only active (true) or inactive (false) teachers. */
                is_active?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherList"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeacherCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTeacher"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherListPlain: {
        parameters: {
            query?: {
                /** @description At most this many rows (default 20). */
                limit?: number;
                /** @description Part of the name, e-mail or phone number. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The teachers found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItem"][];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherSelf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherSelf"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TeacherPatch"];
                "multipart/form-data": components["schemas"]["TeacherFiles"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeacherSelf"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    teacherFileDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                field: components["schemas"]["TeacherFileField"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as an attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ikke funnet. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRefreshRequest"];
            };
        };
        responses: {
            /** @description A new token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Forespørselen er for stor. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Ugyldig innholdstype i forespørselen. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    userSearch: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Part of a name or e-mail. */
                search?: string;
                /** @description Only staff (true) or only others (false). */
                is_staff?: "0" | "1" | "true" | "false" | "True" | "False";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users found. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSearchResult"][];
                };
            };
            /** @description Valideringsfeil ({field: [meldinger]}) eller ugyldig JSON ({detail}). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"] | components["schemas"]["Error"];
                };
            };
            /** @description Mangler, utløpt eller ugyldig token. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Brukertypen har ikke tilgang. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Uventet feil på serveren ({detail}); bad input never gets it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
