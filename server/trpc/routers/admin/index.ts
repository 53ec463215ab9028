import { z } from "zod";
import { appCache } from "../../../lib/cache";
import {
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  totpCodeInput,
  twoFactorStatus,
} from "../../../services/accounts/two-factor";
import { activityQuery, listActivity } from "../../../services/admin/audit";
import { adminSession, clearCache, dashboardStats } from "../../../services/admin/dashboard";
import {
  emailTestInput,
  listOutbox,
  outboxQuery,
  senderEmails,
  sendTestEmail,
} from "../../../services/admin/email-test";
import {
  addCuratedProperties,
  fixJacksCamp,
  reclassifyInput,
  reclassifyListing,
} from "../../../services/admin/maintenance";
import {
  errorsQuery,
  metricsQuery,
  performanceMetrics,
  recentErrors,
  systemLog,
  systemLogQuery,
} from "../../../services/admin/monitoring";
import { getSettings, saveSettings, settingsInput } from "../../../services/admin/settings";
import { generateSitemap } from "../../../services/site/sitemap";
import { adminProcedure, router } from "../../init";
import { adminJournalRouter } from "./journal";
import { adminPointActionsRouter } from "./point-actions";
import { adminApprovalsRouter } from "./approvals";
import { adminContentRouter } from "./content";
import { adminPropertiesRouter } from "./properties";
import { adminStoreRouter } from "./store";
import { adminSponsorsRouter } from "./sponsors";
import { adminUsersRouter } from "./users";

/** The admin area. Every procedure under it is an adminProcedure: the kind alone decides access. */
export const adminRouter = router({
  session: adminProcedure.input(z.void()).query(({ ctx }) => adminSession(ctx.user)),
  stats: adminProcedure.input(z.void()).query(({ ctx }) => dashboardStats(ctx.db)),
  generateSitemap: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => generateSitemap(ctx.db, ctx.env.DATA_DIR, ctx.env.APP_URL, ctx.user.id)),
  clearCache: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => clearCache(ctx.db, appCache(ctx.metrics), ctx.user.id)),
  systemLog: adminProcedure
    .input(systemLogQuery.optional())
    .query(({ ctx, input }) => systemLog(ctx.metrics, systemLogQuery.parse(input ?? {}))),
  performanceMetrics: adminProcedure
    .input(metricsQuery.optional())
    .query(({ ctx, input }) => performanceMetrics(ctx.metrics, ctx.ping, (input ?? metricsQuery.parse({})).timeRange)),
  errors: adminProcedure
    .input(errorsQuery.optional())
    .query(({ ctx, input }) => recentErrors(ctx.metrics, errorsQuery.parse(input ?? {}))),
  addProperties: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => addCuratedProperties(ctx.db, ctx.user.id)),
  fixJacksCamp: adminProcedure
    .meta({ invalidates: "public" })
    .input(z.void())
    .mutation(({ ctx }) => fixJacksCamp(ctx.db, ctx.user.id)),
  reclassifyListing: adminProcedure
    .meta({ invalidates: "public" })
    .input(reclassifyInput)
    .mutation(({ ctx, input }) => reclassifyListing(ctx.db, ctx.user.id, input)),

  activity: router({
    list: adminProcedure.input(activityQuery.optional()).query(({ ctx, input }) => listActivity(ctx.db, input ?? {})),
  }),

  settings: router({
    get: adminProcedure.input(z.void()).query(({ ctx }) => getSettings(ctx.db)),
    save: adminProcedure
      .meta({ invalidates: "public" })
      .input(settingsInput)
      .mutation(({ ctx, input }) => saveSettings(ctx.db, ctx.user.id, input)),
  }),

  twoFactor: router({
    status: adminProcedure.input(z.void()).query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user.id)),
    setup: adminProcedure
      .meta({ invalidates: "public" })
      .input(z.void())
      .mutation(async ({ ctx }) => setupTwoFactor(ctx.db, ctx.user.id, (await getSettings(ctx.db)).siteName)),
    enable: adminProcedure
      .meta({ invalidates: "public" })
      .input(totpCodeInput)
      .mutation(({ ctx, input }) => enableTwoFactor(ctx.db, ctx.user.id, ctx.session.id, input.code)),
    disable: adminProcedure
      .meta({ invalidates: "public" })
      .input(totpCodeInput)
      .mutation(({ ctx, input }) => disableTwoFactor(ctx.db, ctx.user.id, input.code)),
  }),

  email: router({
    senders: adminProcedure.input(z.void()).query(({ ctx }) => senderEmails(ctx.db)),
    test: adminProcedure
      .meta({ invalidates: "public" })
      .input(emailTestInput)
      .mutation(({ ctx, input }) => sendTestEmail(ctx.db, ctx.env, ctx.user, input)),
  }),

  outbox: router({
    list: adminProcedure.input(outboxQuery.optional()).query(({ ctx, input }) => listOutbox(ctx.db, input ?? {})),
  }),

  properties: adminPropertiesRouter,
  journal: adminJournalRouter,
  users: adminUsersRouter,
  pointActions: adminPointActionsRouter,
  sponsors: adminSponsorsRouter,
  approvals: adminApprovalsRouter,
  store: adminStoreRouter,
  content: adminContentRouter,
});
