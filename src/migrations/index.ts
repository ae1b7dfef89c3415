import * as migration_20261121_235313_initial from './20261121_235313_initial';
import * as migration_20261122_000003_media_storage_fields from './20261122_000003_media_storage_fields';
import * as migration_20261123_120340_security_hardening from './20261123_120340_security_hardening';
import * as migration_20261123_124044_rich_text_and_drafts from './20261123_124044_rich_text_and_drafts';
import * as migration_20261123_130404_bookings_desk from './20261123_130404_bookings_desk';
import * as migration_20261123_145639_shared_limits_and_schedules from './20261123_145639_shared_limits_and_schedules';
import * as migration_20261123_150109_kept_bookings from './20261123_150109_kept_bookings';
import * as migration_20261124_090432_history_names from './20261124_090432_history_names';
import * as migration_20261124_091449_feed_double_bookings from './20261124_091449_feed_double_bookings';
import * as migration_20261125_025606_stays_rates_housekeeping_feeds from './20261125_025606_stays_rates_housekeeping_feeds';
import * as migration_20261125_070906_money_pages_messages from './20261125_070906_money_pages_messages';
import * as migration_20261125_084918_ledger_trust from './20261125_084918_ledger_trust';
import * as migration_20261125_152934_media_wide_copy from './20261125_152934_media_wide_copy';
import * as migration_20261207_022326_stay_token_hashes from './20261207_022326_stay_token_hashes';
import * as migration_20261207_022855_night_claim_tags from './20261207_022855_night_claim_tags';
import * as migration_20261207_022930_reception_price_cut from './20261207_022930_reception_price_cut';
import * as migration_20261207_023154_task_runs_and_message_versions from './20261207_023154_task_runs_and_message_versions';
import * as migration_20261207_053641_extras_and_charges from './20261207_053641_extras_and_charges';
import * as migration_20261207_053715_taxes_and_tax_settings from './20261207_053715_taxes_and_tax_settings';
import * as migration_20261207_053914_cash_up_closes from './20261207_053914_cash_up_closes';
import * as migration_20261207_082719_online_payments from './20261207_082719_online_payments';
import * as migration_20261207_082822_due_in_sight from './20261207_082822_due_in_sight';
import * as migration_20261207_082932_guest_register from './20261207_082932_guest_register';
import * as migration_20261207_083250_stay_payment_link from './20261207_083250_stay_payment_link';
import * as migration_20261207_083336_online_payments_server from './20261207_083336_online_payments_server';
import * as migration_20261207_092515_house_times_and_version_authors from './20261207_092515_house_times_and_version_authors';
import * as migration_20261207_092634_party_children from './20261207_092634_party_children';
import * as migration_20261207_092642_indicative_rates from './20261207_092642_indicative_rates';
import * as migration_20261207_093054_house_seasons from './20261207_093054_house_seasons';
import * as migration_20261207_160559_ledger_balances_and_report_indexes from './20261207_160559_ledger_balances_and_report_indexes';
import * as migration_20261207_180730_action_keys from './20261207_180730_action_keys';

export const migrations = [
  {
    up: migration_20261121_235313_initial.up,
    down: migration_20261121_235313_initial.down,
    name: '20261121_235313_initial'
  },
  {
    up: migration_20261122_000003_media_storage_fields.up,
    down: migration_20261122_000003_media_storage_fields.down,
    name: '20261122_000003_media_storage_fields'
  },
  {
    up: migration_20261123_120340_security_hardening.up,
    down: migration_20261123_120340_security_hardening.down,
    name: '20261123_120340_security_hardening'
  },
  {
    up: migration_20261123_124044_rich_text_and_drafts.up,
    down: migration_20261123_124044_rich_text_and_drafts.down,
    name: '20261123_124044_rich_text_and_drafts'
  },
  {
    up: migration_20261123_130404_bookings_desk.up,
    down: migration_20261123_130404_bookings_desk.down,
    name: '20261123_130404_bookings_desk'
  },
  {
    up: migration_20261123_145639_shared_limits_and_schedules.up,
    down: migration_20261123_145639_shared_limits_and_schedules.down,
    name: '20261123_145639_shared_limits_and_schedules'
  },
  {
    up: migration_20261123_150109_kept_bookings.up,
    down: migration_20261123_150109_kept_bookings.down,
    name: '20261123_150109_kept_bookings'
  },
  {
    up: migration_20261124_090432_history_names.up,
    down: migration_20261124_090432_history_names.down,
    name: '20261124_090432_history_names'
  },
  {
    up: migration_20261124_091449_feed_double_bookings.up,
    down: migration_20261124_091449_feed_double_bookings.down,
    name: '20261124_091449_feed_double_bookings'
  },
  {
    up: migration_20261125_025606_stays_rates_housekeeping_feeds.up,
    down: migration_20261125_025606_stays_rates_housekeeping_feeds.down,
    name: '20261125_025606_stays_rates_housekeeping_feeds'
  },
  {
    up: migration_20261125_070906_money_pages_messages.up,
    down: migration_20261125_070906_money_pages_messages.down,
    name: '20261125_070906_money_pages_messages'
  },
  {
    up: migration_20261125_084918_ledger_trust.up,
    down: migration_20261125_084918_ledger_trust.down,
    name: '20261125_084918_ledger_trust'
  },
  {
    up: migration_20261125_152934_media_wide_copy.up,
    down: migration_20261125_152934_media_wide_copy.down,
    name: '20261125_152934_media_wide_copy'
  },
  {
    up: migration_20261207_022326_stay_token_hashes.up,
    down: migration_20261207_022326_stay_token_hashes.down,
    name: '20261207_022326_stay_token_hashes'
  },
  {
    up: migration_20261207_022855_night_claim_tags.up,
    down: migration_20261207_022855_night_claim_tags.down,
    name: '20261207_022855_night_claim_tags'
  },
  {
    up: migration_20261207_022930_reception_price_cut.up,
    down: migration_20261207_022930_reception_price_cut.down,
    name: '20261207_022930_reception_price_cut'
  },
  {
    up: migration_20261207_023154_task_runs_and_message_versions.up,
    down: migration_20261207_023154_task_runs_and_message_versions.down,
    name: '20261207_023154_task_runs_and_message_versions'
  },
  {
    up: migration_20261207_053641_extras_and_charges.up,
    down: migration_20261207_053641_extras_and_charges.down,
    name: '20261207_053641_extras_and_charges'
  },
  {
    up: migration_20261207_053715_taxes_and_tax_settings.up,
    down: migration_20261207_053715_taxes_and_tax_settings.down,
    name: '20261207_053715_taxes_and_tax_settings'
  },
  {
    up: migration_20261207_053914_cash_up_closes.up,
    down: migration_20261207_053914_cash_up_closes.down,
    name: '20261207_053914_cash_up_closes'
  },
  {
    up: migration_20261207_082719_online_payments.up,
    down: migration_20261207_082719_online_payments.down,
    name: '20261207_082719_online_payments'
  },
  {
    up: migration_20261207_082822_due_in_sight.up,
    down: migration_20261207_082822_due_in_sight.down,
    name: '20261207_082822_due_in_sight'
  },
  {
    up: migration_20261207_082932_guest_register.up,
    down: migration_20261207_082932_guest_register.down,
    name: '20261207_082932_guest_register'
  },
  {
    up: migration_20261207_083250_stay_payment_link.up,
    down: migration_20261207_083250_stay_payment_link.down,
    name: '20261207_083250_stay_payment_link'
  },
  {
    up: migration_20261207_083336_online_payments_server.up,
    down: migration_20261207_083336_online_payments_server.down,
    name: '20261207_083336_online_payments_server'
  },
  {
    up: migration_20261207_092515_house_times_and_version_authors.up,
    down: migration_20261207_092515_house_times_and_version_authors.down,
    name: '20261207_092515_house_times_and_version_authors'
  },
  {
    up: migration_20261207_092634_party_children.up,
    down: migration_20261207_092634_party_children.down,
    name: '20261207_092634_party_children'
  },
  {
    up: migration_20261207_092642_indicative_rates.up,
    down: migration_20261207_092642_indicative_rates.down,
    name: '20261207_092642_indicative_rates'
  },
  {
    up: migration_20261207_093054_house_seasons.up,
    down: migration_20261207_093054_house_seasons.down,
    name: '20261207_093054_house_seasons'
  },
  {
    up: migration_20261207_160559_ledger_balances_and_report_indexes.up,
    down: migration_20261207_160559_ledger_balances_and_report_indexes.down,
    name: '20261207_160559_ledger_balances_and_report_indexes'
  },
  {
    up: migration_20261207_180730_action_keys.up,
    down: migration_20261207_180730_action_keys.down,
    name: '20261207_180730_action_keys'
  },
];
