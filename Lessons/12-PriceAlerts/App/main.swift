import Lesson12PriceAlertsCore

AlertsCommand.main()
