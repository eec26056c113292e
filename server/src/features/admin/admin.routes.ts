import { Router } from 'express';
import { adminCalls } from '@dojo/protocol';
import { bind } from '../../http/bind';
import type { Guards } from '../auth/guards';
import type { ClientSettingsService } from './clientSettings.service';
import type { CustomersService } from './customers.service';
import type { ExercisesAdminService } from './exercisesAdmin.service';

/** The admin console's calls: every one needs an admin account (docs/admin.md "Roles"). */
export function adminRoutes(deps: {
  guards: Guards;
  customers: CustomersService;
  settings: ClientSettingsService;
  exercises: ExercisesAdminService;
}) {
  const { guards, customers, settings, exercises } = deps;
  const admin = guards.admin;
  const router = Router();

  bind(router, adminCalls.createIndividualAccount, admin, (input) =>
    customers.createCustomer(input),
  );
  bind(router, adminCalls.createSubAccount, admin, (input) => customers.createSubAccount(input));
  bind(router, adminCalls.getCustomers, admin, () => customers.names(false));
  bind(router, adminCalls.getCustomersIncludingSubs, admin, () => customers.names(true));
  bind(router, adminCalls.getCustomer, admin, ({ client }) => customers.customer(client));
  bind(router, adminCalls.changeCustomerEmail, admin, ({ client, email }) =>
    customers.changeEmail(client, email),
  );

  bind(router, adminCalls.modifyCredits, admin, ({ client, credits }, { principal }) =>
    settings.setCredits(client, credits, principal.user),
  );
  bind(router, adminCalls.addScenarioToClient, admin, ({ client, scenario }) =>
    settings.addScenario(client, scenario),
  );
  bind(router, adminCalls.removeScenarioFromClient, admin, ({ client, scenario }) =>
    settings.removeScenario(client, scenario),
  );
  bind(router, adminCalls.getScenarioTitles, admin, () => settings.scenarioTitles());
  bind(router, adminCalls.getPrivate, admin, ({ client }) => settings.isPrivate(client));
  bind(router, adminCalls.modifyPrivate, admin, ({ client, private: isPrivate }) =>
    settings.setPrivate(client, isPrivate),
  );

  bind(router, adminCalls.hideEmailAddress, admin, () => exercises.hideEmails());
  bind(router, adminCalls.forgetPerson, admin, ({ email }) => exercises.forgetPerson(email));
  bind(router, adminCalls.getExercises, admin, ({ scenario }) => exercises.names(scenario));
  bind(router, adminCalls.getAllExercises, admin, () => exercises.grouped());
  bind(router, adminCalls.getShortened, admin, () => exercises.shortened());
  // shortenURL carries the editor's token in its `editor` field.
  const editorAdmin: typeof admin = (req, input) =>
    admin(req, input.editor ? { ...input, token: input.editor } : input);
  bind(router, adminCalls.shortenURL, editorAdmin, (input) => exercises.shorten(input));
  bind(router, adminCalls.removeExercise, admin, ({ scenario, exercise }) =>
    exercises.remove(scenario, exercise),
  );
  bind(router, adminCalls.getCampaignDetails, admin, ({ scenario, exercise }) =>
    exercises.campaignDetails(scenario, exercise),
  );
  return router;
}
