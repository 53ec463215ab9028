import { z } from "zod";
import { appCache } from "../../lib/cache";
import { adminSession, clearCache, dashboardStats } from "../../services/admin-dashboard";
import { adminPropertyQuery, archiveProperty, createProperty, getAdminProperty, listAdminProperties, restoreProperty, updateProperty } from "../../services/admin-properties";
import { getSettings, saveSettings, settingsInput } from "../../services/admin-settings";
import { activityQuery, listActivity } from "../../services/audit";
import { emailTestInput, listOutbox, outboxQuery, senderEmails, sendTestEmail } from "../../services/email-test";
import {
  adminJournalQuery,
  articleInput,
  createArticle,
  deleteArticle,
  getArticleForAdmin,
  listArticlesForAdmin,
  listPendingStories,
  moderateStory,
  moderationQuery,
  updateArticle,
} from "../../services/journal";
import { dbId } from "../../services/inputs";
import { listingInput, listingPatch } from "../../services/listings";
import { addCuratedProperties, fixJacksCamp, reclassifyInput, reclassifyListing } from "../../services/maintenance";
import { errorsQuery, metricsQuery, performanceMetrics, recentErrors, systemLog, systemLogQuery } from "../../services/monitoring";
import { createPointAction, deletePointAction, listPointActions, pointActionInput, pointActionPatch, pointActionSummary, updatePointAction } from "../../services/point-actions";
import { generateSitemap } from "../../services/sitemap";
import {
  adAnalytics,
  adSpaceInput,
  adSpacePatch,
  adSpaceQuery,
  createAdSpace,
  createSponsor,
  deleteAdSpace,
  deleteSponsor,
  listAdSpaces,
  listSponsors,
  listSponsorTiers,
  sponsorInput,
  sponsorPatch,
  sponsorQuery,
  sponsorTierPatch,
  updateAdSpace,
  updateSponsor,
  updateSponsorTier,
} from "../../services/sponsors";
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, totpCodeInput, twoFactorStatus } from "../../services/two-factor";
import { disableUser, enableUser, grantAdmin, listUsersForAdmin, revokeAdmin, userQuery } from "../../services/users-admin";
import { adminProcedure, router } from "../init";

const idInput = z.object({ id: dbId });
const userIdInput = z.object({ userId: dbId });

/** Every procedure here is an adminProcedure: the kind alone decides access. */
export const adminRouter = router({
  session: adminProcedure.input(z.void()).query(({ ctx }) => adminSession(ctx.user)),
  stats: adminProcedure.input(z.void()).query(({ ctx }) => dashboardStats(ctx.db)),
  generateSitemap: adminProcedure.input(z.void()).mutation(({ ctx }) => generateSitemap(ctx.db, ctx.env.DATA_DIR, ctx.env.APP_URL, ctx.user.id)),
  clearCache: adminProcedure.input(z.void()).mutation(({ ctx }) => clearCache(ctx.db, appCache(ctx.metrics), ctx.user.id)),
  systemLog: adminProcedure.input(systemLogQuery.optional()).query(({ ctx, input }) => systemLog(ctx.metrics, systemLogQuery.parse(input ?? {}))),
  performanceMetrics: adminProcedure
    .input(metricsQuery.optional())
    .query(({ ctx, input }) => performanceMetrics(ctx.metrics, ctx.ping, (input ?? metricsQuery.parse({})).timeRange)),
  errors: adminProcedure.input(errorsQuery.optional()).query(({ ctx, input }) => recentErrors(ctx.metrics, errorsQuery.parse(input ?? {}))),
  addProperties: adminProcedure.input(z.void()).mutation(({ ctx }) => addCuratedProperties(ctx.db, ctx.user.id)),
  fixJacksCamp: adminProcedure.input(z.void()).mutation(({ ctx }) => fixJacksCamp(ctx.db, ctx.user.id)),
  reclassifyListing: adminProcedure.input(reclassifyInput).mutation(({ ctx, input }) => reclassifyListing(ctx.db, ctx.user.id, input)),

  properties: router({
    list: adminProcedure.input(adminPropertyQuery.optional()).query(({ ctx, input }) => listAdminProperties(ctx.db, input ?? {})),
    get: adminProcedure.input(idInput).query(({ ctx, input }) => getAdminProperty(ctx.db, input.id)),
    create: adminProcedure.input(listingInput).mutation(({ ctx, input }) => createProperty(ctx.db, ctx.user.id, input)),
    update: adminProcedure
      .input(z.object({ id: dbId, data: listingPatch }))
      .mutation(({ ctx, input }) => updateProperty(ctx.db, ctx.user.id, input.id, input.data)),
    archive: adminProcedure.input(idInput).mutation(({ ctx, input }) => archiveProperty(ctx.db, ctx.user.id, input.id)),
    restore: adminProcedure.input(idInput).mutation(({ ctx, input }) => restoreProperty(ctx.db, ctx.user.id, input.id)),
  }),

  journal: router({
    list: adminProcedure.input(adminJournalQuery.optional()).query(({ ctx, input }) => listArticlesForAdmin(ctx.db, input ?? {})),
    get: adminProcedure.input(idInput).query(({ ctx, input }) => getArticleForAdmin(ctx.db, input.id)),
    create: adminProcedure
      .input(articleInput)
      .mutation(({ ctx, input }) => createArticle(ctx.db, { actorId: ctx.user.id, appUrl: ctx.env.APP_URL, cache: appCache(ctx.metrics) }, input)),
    update: adminProcedure
      .input(z.object({ id: dbId, data: articleInput }))
      .mutation(({ ctx, input }) => updateArticle(ctx.db, { actorId: ctx.user.id, appUrl: ctx.env.APP_URL, cache: appCache(ctx.metrics) }, input.id, input.data)),
    delete: adminProcedure
      .input(idInput)
      .mutation(({ ctx, input }) => deleteArticle(ctx.db, { actorId: ctx.user.id, appUrl: ctx.env.APP_URL, cache: appCache(ctx.metrics) }, input.id)),
    pending: adminProcedure.input(moderationQuery.optional()).query(({ ctx, input }) => listPendingStories(ctx.db, input ?? {})),
    approve: adminProcedure
      .input(idInput)
      .mutation(({ ctx, input }) => moderateStory(ctx.db, { actorId: ctx.user.id, appUrl: ctx.env.APP_URL, cache: appCache(ctx.metrics) }, input.id, "approve")),
    reject: adminProcedure
      .input(z.object({ id: dbId, reason: z.string().trim().max(500).optional() }))
      .mutation(({ ctx, input }) =>
        moderateStory(ctx.db, { actorId: ctx.user.id, appUrl: ctx.env.APP_URL, cache: appCache(ctx.metrics) }, input.id, "reject", input.reason),
      ),
  }),

  users: router({
    list: adminProcedure.input(userQuery.optional()).query(({ ctx, input }) => listUsersForAdmin(ctx.db, input ?? {})),
    grantAdmin: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => grantAdmin(ctx.db, ctx.user.id, input.userId)),
    revokeAdmin: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => revokeAdmin(ctx.db, ctx.user.id, input.userId)),
    disable: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => disableUser(ctx.db, ctx.user.id, input.userId)),
    enable: adminProcedure.input(userIdInput).mutation(({ ctx, input }) => enableUser(ctx.db, ctx.user.id, input.userId)),
  }),

  pointActions: router({
    list: adminProcedure.input(z.void()).query(({ ctx }) => listPointActions(ctx.db)),
    summary: adminProcedure.input(z.void()).query(({ ctx }) => pointActionSummary(ctx.db)),
    create: adminProcedure.input(pointActionInput).mutation(({ ctx, input }) => createPointAction(ctx.db, ctx.user.id, input)),
    update: adminProcedure
      .input(z.object({ id: dbId, data: pointActionPatch }))
      .mutation(({ ctx, input }) => updatePointAction(ctx.db, ctx.user.id, input.id, input.data)),
    delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deletePointAction(ctx.db, ctx.user.id, input.id)),
  }),

  sponsors: router({
    tiers: adminProcedure.input(z.void()).query(({ ctx }) => listSponsorTiers(ctx.db)),
    updateTier: adminProcedure.input(sponsorTierPatch).mutation(({ ctx, input }) => updateSponsorTier(ctx.db, ctx.user.id, input)),
    list: adminProcedure.input(sponsorQuery.optional()).query(({ ctx, input }) => listSponsors(ctx.db, input ?? {})),
    create: adminProcedure.input(sponsorInput).mutation(({ ctx, input }) => createSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input)),
    update: adminProcedure
      .input(z.object({ id: dbId, data: sponsorPatch }))
      .mutation(({ ctx, input }) => updateSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id, input.data)),
    delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteSponsor(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id)),
    adSpaces: adminProcedure.input(adSpaceQuery.optional()).query(({ ctx, input }) => listAdSpaces(ctx.db, input ?? {})),
    createAdSpace: adminProcedure.input(adSpaceInput).mutation(({ ctx, input }) => createAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input)),
    updateAdSpace: adminProcedure
      .input(z.object({ id: dbId, data: adSpacePatch }))
      .mutation(({ ctx, input }) => updateAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id, input.data)),
    deleteAdSpace: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteAdSpace(ctx.db, appCache(ctx.metrics), ctx.user.id, input.id)),
    analytics: adminProcedure.input(z.void()).query(({ ctx }) => adAnalytics(ctx.db)),
  }),

  activity: router({
    list: adminProcedure.input(activityQuery.optional()).query(({ ctx, input }) => listActivity(ctx.db, input ?? {})),
  }),

  settings: router({
    get: adminProcedure.input(z.void()).query(({ ctx }) => getSettings(ctx.db)),
    save: adminProcedure.input(settingsInput).mutation(({ ctx, input }) => saveSettings(ctx.db, ctx.user.id, input)),
  }),

  twoFactor: router({
    status: adminProcedure.input(z.void()).query(({ ctx }) => twoFactorStatus(ctx.db, ctx.user.id)),
    setup: adminProcedure.input(z.void()).mutation(async ({ ctx }) => setupTwoFactor(ctx.db, ctx.user.id, (await getSettings(ctx.db)).siteName)),
    enable: adminProcedure.input(totpCodeInput).mutation(({ ctx, input }) => enableTwoFactor(ctx.db, ctx.user.id, ctx.session.id, input.code)),
    disable: adminProcedure.input(totpCodeInput).mutation(({ ctx, input }) => disableTwoFactor(ctx.db, ctx.user.id, input.code)),
  }),

  email: router({
    senders: adminProcedure.input(z.void()).query(({ ctx }) => senderEmails(ctx.db)),
    test: adminProcedure.input(emailTestInput).mutation(({ ctx, input }) => sendTestEmail(ctx.db, ctx.env, ctx.user, input)),
  }),

  outbox: router({
    list: adminProcedure.input(outboxQuery.optional()).query(({ ctx, input }) => listOutbox(ctx.db, input ?? {})),
  }),
});
