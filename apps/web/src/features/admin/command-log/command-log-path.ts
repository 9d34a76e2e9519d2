/** The admin command log; not a route constant of spec §2, so it is not in the side menu. */
export const COMMAND_LOG_PATH = '/admin/commandlog';
